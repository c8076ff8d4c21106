/** The breadcrumb of the projection tabs: 'Pipeline' (back to the board) / the current tab. */
export function Breadcrumb({ current, onBack }: { current: string; onBack: () => void }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <li>
          <button
            type="button"
            onClick={onBack}
            className="rounded-md text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Pipeline
          </button>
        </li>
        <li aria-hidden="true" className="text-slate-400">
          /
        </li>
        <li>
          <h2 className="text-slate-900" aria-current="page">
            {current}
          </h2>
        </li>
      </ol>
    </nav>
  )
}
