/**
 * The unsettled changes of one entity and their decisions (SyncOpsDialog), opened from its card's
 * sync mark; the ops are the entity's own, followed live (useEntityOps), so a card holds no ops.
 */
import { SyncOpsDialog } from '../../app/sync/SyncOpsDialog.tsx'
import { useEntityOps } from './useEntitySync.ts'

interface EntityOpsDialogProps {
  table: string
  id: number
  title: string
  subtitle?: string
  syncedText: string
  testId: string
  onClose: () => void
}

export function EntityOpsDialog({ table, id, ...dialog }: EntityOpsDialogProps) {
  const entity = useEntityOps(table, id)
  return <SyncOpsDialog {...dialog} ops={entity?.ops ?? []} closeOnDecision />
}
