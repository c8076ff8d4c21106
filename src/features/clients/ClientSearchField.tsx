/**
 * The one way to pick a company (Add deal, the sales visit, the invoice form): searches the
 * clients cached on this device by company name, 1000 ms after typing (or at once on Enter), and
 * lists the matches to choose from; once chosen, the company's name with Change (unless the
 * company is fixed). Stable hook: `data-chosen-client` on the chosen name.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { readClientsMatchingCompany } from '../../entities/clients/companyNameMatches.ts'
import { db } from '../../entities/db.ts'
import type { ClientRow } from '../../entities/clients/clientRows.ts'
import { inputClass } from '../../ui/TextField.tsx'
import { useDebouncedSearch } from './useDebouncedSearch.ts'

const MAX_SHOWN = 20

interface ClientSearchFieldProps {
  /** The chosen company's name; null: the search. */
  chosen: string | null
  onChoose: (client: ClientRow) => void
  /** Change: back to the search. Without it the chosen company is fixed (no Change). */
  onChange?: () => void
  /** More data- hooks of the chosen name. */
  chosenHooks?: Readonly<Record<`data-${string}`, string | boolean>>
}

export function ClientSearchField(props: ClientSearchFieldProps) {
  const { chosen, onChoose, onChange, chosenHooks } = props
  const search = useDebouncedSearch()
  const wanted = search.search.trim().toLowerCase()
  const matches = useLiveQuery(() => readClientsMatchingCompany(db, wanted, MAX_SHOWN), [wanted])
  if (chosen !== null) {
    return (
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium text-slate-900" data-chosen-client {...chosenHooks}>
          {chosen}
        </span>
        {onChange && (
          <button
            type="button"
            className="text-xs text-brand-700 hover:underline"
            onClick={onChange}
          >
            Change
          </button>
        )}
      </div>
    )
  }
  return (
    <div>
      <input
        aria-label="Client"
        placeholder="Type company name"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={search.onKeyDown}
        className={inputClass}
      />
      {wanted !== '' && matches && (
        <ul
          role="listbox"
          aria-label="Clients"
          className="mt-1 max-h-48 overflow-y-auto rounded-lg ring-1 ring-slate-200"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No options</li>
          ) : (
            matches.map((client) => (
              <li key={client.id} role="option" aria-selected={false}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                  onClick={() => onChoose(client)}
                >
                  {client.company}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
