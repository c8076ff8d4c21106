/**
 * The invoice form's tribe share and RM share lists (core-spec "Invoice screens", sections 5 and
 * 9): each list's mode (Using percentage / Using nominal), its rows, and the sub-modal that adds or
 * edits one share against the invoice value, leaving out the tribes or RMs already chosen. Read
 * only in the detail and see modes.
 */
import { useState } from 'react'
import type { IdText } from '../../../contract/common.ts'
import {
  putShare,
  removeShare,
  type ShareRow,
  ShareDialog,
  ShareList,
  listUsesPercent,
  nominalText,
  percentText,
} from '../../deals/index.ts'

export type InvoiceShareList = 'tribes' | 'rms'

interface InvoiceSharesProps {
  list: InvoiceShareList
  rows: readonly ShareRow[]
  options: readonly IdText[]
  /** The invoice value the shares are parts of. */
  value: number
  readOnly: boolean
  onRowsChange: (rows: ShareRow[]) => void
  onModeChange: (usePercent: boolean) => void
}

const TEXTS = {
  tribes: { kind: 'Tribe', title: 'Tribe', add: 'Add tribe', empty: 'No tribe yet' },
  rms: { kind: 'RM', title: 'Relationship Manager', add: 'Add RM', empty: 'No RM yet' },
} as const

export function InvoiceShares(props: InvoiceSharesProps) {
  const { list, rows, options, value, readOnly } = props
  const [editing, setEditing] = useState<ShareRow | 'new' | null>(null)
  const texts = TEXTS[list]
  // The list's mode, kept while it is empty too (a new share is entered in it).
  const [usePercent, setUsePercent] = useState(() => listUsesPercent(rows))
  if (readOnly) return <ReadOnlyShares title={texts.title} rows={rows} empty={texts.empty} />
  return (
    <>
      <ShareList
        list={list}
        title={texts.title}
        addLabel={texts.add}
        emptyText={texts.empty}
        rows={rows}
        usePercent={usePercent}
        onModeChange={(next) => {
          setUsePercent(next)
          props.onModeChange(next)
        }}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onDelete={(row) => props.onRowsChange(removeShare(rows, row.id))}
      />
      {editing !== null && (
        <ShareDialog
          kind={texts.kind}
          options={options}
          rows={rows}
          editing={editing === 'new' ? null : editing}
          usePercent={usePercent}
          value={value}
          onClose={() => setEditing(null)}
          onSave={(row) => {
            props.onRowsChange(putShare(rows, row, editing === 'new' ? null : editing.id))
            setEditing(null)
          }}
        />
      )}
    </>
  )
}

function ReadOnlyShares({
  title,
  rows,
  empty,
}: {
  title: string
  rows: readonly ShareRow[]
  empty: string
}) {
  return (
    <section aria-label={title} className="rounded-xl p-4 ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-slate-900">{row.text}</span>
              <span className="w-20 text-right text-slate-700 tabular-nums">
                {percentText(row)}
              </span>
              <span className="w-40 text-right text-slate-700 tabular-nums">
                {nominalText(row)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
