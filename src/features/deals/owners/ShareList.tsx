/**
 * One share list of the Owners dialog (Tribe or Relationship Manager): Add, the Using percentage /
 * Using nominal toggle, rows with edit and delete, and the running total of the list's shares
 * (red above 100 %). Stable hooks: `data-share-row="<list>:<id>"`, `data-share-total="<list>"`.
 */
import { EditIcon, PlusIcon, TrashIcon } from '../../../ui/actionIcons.tsx'
import { Button } from '../../../ui/Button.tsx'
import {
  percentTotalText,
  type ShareListName,
  type ShareListTotal,
  type ShareRow,
} from './ownersModel.ts'
import { nominalText, percentText } from './shareText.ts'

interface ShareListProps {
  list: ShareListName
  title: string
  addLabel: string
  emptyText: string
  rows: readonly ShareRow[]
  usePercent: boolean
  /** The running total to show under the rows (the Owners dialog); none without it. */
  total?: ShareListTotal
  onModeChange: (usePercent: boolean) => void
  onAdd: () => void
  onEdit: (row: ShareRow) => void
  onDelete: (row: ShareRow) => void
}

export function ShareList(props: ShareListProps) {
  const { list, title, addLabel, emptyText, rows, usePercent, total } = props
  return (
    <section aria-label={title} className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div role="group" aria-label={`${title} share mode`} className="ml-auto flex gap-1">
          <ModeButton pressed={usePercent} onClick={() => props.onModeChange(true)}>
            Using percentage
          </ModeButton>
          <ModeButton pressed={!usePercent} onClick={() => props.onModeChange(false)}>
            Using nominal
          </ModeButton>
        </div>
        <Button variant="secondary" onClick={props.onAdd}>
          <PlusIcon className="size-4" />
          {addLabel}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {rows.map((row) => (
            <li
              key={row.id}
              data-share-row={`${list}:${row.id}`}
              className="flex items-center gap-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate text-slate-900">{row.text}</span>
              <span
                data-share-percent
                className={`w-20 text-right tabular-nums ${usePercent ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
              >
                {percentText(row)}
              </span>
              <span
                data-share-nominal
                className={`w-40 text-right tabular-nums ${usePercent ? 'text-slate-500' : 'font-semibold text-slate-900'}`}
              >
                {nominalText(row)}
              </span>
              <button
                type="button"
                aria-label={`Edit ${row.text}`}
                onClick={() => props.onEdit(row)}
                className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
              >
                <EditIcon className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Delete ${row.text}`}
                onClick={() => props.onDelete(row)}
                className="rounded-lg p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
              >
                <TrashIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {total && rows.length > 0 && (
        <div
          data-share-total={list}
          data-over={total.over || undefined}
          className="flex items-center gap-3 border-t border-slate-200 pt-2 text-sm"
        >
          <span className="flex-1 font-semibold text-slate-700">
            Total
            {total.over && <span className="ml-2 text-xs font-normal text-red-700">over 100%</span>}
          </span>
          <span
            data-share-percent
            className={`w-20 text-right font-semibold tabular-nums ${total.over ? 'text-red-700' : 'text-slate-900'}`}
          >
            {percentTotalText(rows)}
          </span>
          <span data-share-nominal className="w-40 text-right text-slate-600 tabular-nums">
            {nominalText(total)}
          </span>
          {/* Lines the totals up with the rows' figures (their edit and delete buttons). */}
          <span aria-hidden="true" className="w-[4.25rem]" />
        </div>
      )}
    </section>
  )
}

function ModeButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean
  onClick: () => void
  children: string
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-md px-2.5 py-1 text-xs font-semibold ${
        pressed ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600 hover:text-slate-900'
      }`}
    >
      {children}
    </button>
  )
}
