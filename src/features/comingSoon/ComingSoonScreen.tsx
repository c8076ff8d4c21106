/** The page of a screen that is not built yet, inside the shell, titled as in the sidebar. */
export function ComingSoonScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="screen-title">
      <h2 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <ComingSoonBox className="mt-6" />
    </section>
  )
}

/** The "Coming soon" box, also below the built part of a screen that is partly built. */
export function ComingSoonBox({ className = '' }: { className?: string }) {
  return (
    <div
      className={`flex min-h-64 flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center ${className}`}
    >
      <p className="text-base font-medium text-slate-700">Coming soon</p>
      <p className="mt-1 max-w-sm text-sm text-slate-500">
        This screen is being built. The rest of the app is ready to use.
      </p>
    </div>
  )
}
