/**
 * The inline sync mark of an entity (the deal detail header, a visit's journal entry, the
 * proposal card): synced, waiting, or a button to the failed or conflicting change and its
 * decisions (the shared SyncOpsDialog). The state also stands in the data attribute the caller
 * names (e.g. `data-detail-sync`), the stable hook for tests.
 */
import { useState } from 'react'
import type { OutboxOp } from '../../store/outbox.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { CheckCircleIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { PendingIcon } from '../../ui/sync/PendingIcon.tsx'
import { SYNC_MARK_LABEL } from './syncMarkLabel.ts'
import { SyncOpsDialog } from './SyncOpsDialog.tsx'

interface SyncMarkProps {
  sync: EntitySyncState
  ops: readonly OutboxOp[]
  /** The dialog's title: the entity's name. */
  title: string
  /** The attribute that carries the state, e.g. `data-detail-sync`. */
  stateAttribute?: `data-${string}`
  size?: 'sm' | 'md'
}

const SIZE = {
  sm: { icon: 'size-3.5', button: 'px-1.5 py-0.5' },
  md: { icon: 'size-4', button: 'px-2 py-1' },
} as const

export function SyncMark({ sync, ops, title, stateAttribute, size = 'md' }: SyncMarkProps) {
  const [open, setOpen] = useState(false)
  const hook = stateAttribute ? { [stateAttribute]: sync } : {}
  const { icon, button } = SIZE[size]
  if (sync === 'synced') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-emerald-700" {...hook}>
        <CheckCircleIcon className={icon} />
        Synced
      </span>
    )
  }
  if (sync === 'pending') {
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-brand-700"
        role="status"
        {...hook}
      >
        <PendingIcon className={icon} />
        {SYNC_MARK_LABEL.pending}
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        {...hook}
        className={`inline-flex items-center gap-1 rounded-lg ${button} text-xs font-medium ${
          sync === 'conflict' ? 'text-amber-700 hover:bg-amber-50' : 'text-red-700 hover:bg-red-50'
        }`}
      >
        <ErrorCircleIcon className={icon} />
        {SYNC_MARK_LABEL[sync]}
      </button>
      {open && (
        <SyncOpsDialog
          title={title}
          ops={ops}
          syncedText="Every change is synced."
          closeOnDecision
          testId="sync-mark-dialog"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
