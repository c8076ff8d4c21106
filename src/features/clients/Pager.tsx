/** Paging under a table: which rows are shown of how many, and previous / next page. */
interface PagerProps {
  page: number
  pages: number
  total: number
  perPage: number
  onPage: (page: number) => void
  label: string
}

export function Pager({ page, pages, total, perPage, onPage, label }: PagerProps) {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  const button =
    'h-8 rounded-md px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300 disabled:ring-slate-200'
  return (
    <nav className="flex items-center justify-between gap-3 pt-3 text-sm" aria-label={label}>
      <p className="text-slate-500" aria-live="polite">
        {total === 0 ? 'No rows' : `${first}–${last} of ${total}`}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <span className="text-slate-600 tabular-nums">
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className={button}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  )
}
