/** The Deal Journal: the deal's history, newest first as the server answers it. */
import type { JournalEntry } from '../../contract/deals.ts'
import { journalItems } from './journalModel.ts'

export function DealJournal({ history }: { history: readonly JournalEntry[] }) {
  const items = journalItems(history)
  return (
    <section
      aria-labelledby="deal-journal-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="deal-journal-title" className="text-base font-semibold text-slate-900">
        Deal Journal
      </h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No journal entries yet.</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l border-slate-200 pl-4">
          {items.map((item) => (
            <li key={item.key} data-journal-type={item.type} className="text-sm">
              <p className="font-semibold text-slate-900">{item.header1}</p>
              {item.header2 && <p className="text-slate-700">{item.header2}</p>}
              {item.header3 && <p className="text-slate-600">{item.header3}</p>}
              {item.fileName && (
                <p className="text-xs text-brand-700" title={item.fileName}>
                  {item.fileName}
                </p>
              )}
              <p className="mt-1 text-xs text-slate-500">
                <time>{item.time}</time>
                {item.by && <span> · {item.by}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
