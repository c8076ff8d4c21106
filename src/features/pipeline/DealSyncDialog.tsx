/** Opened from a card's failure or conflict mark: the deal's unsettled changes and the decisions. */
import type { DealRow } from '../../store/deals.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import { SyncOpsDialog } from '../sync/SyncOpsDialog.tsx'

interface DealSyncDialogProps {
  deal: DealRow
  entity: EntityOps | undefined
  onClose: () => void
}

export function DealSyncDialog({ deal, entity, onClose }: DealSyncDialogProps) {
  return (
    <SyncOpsDialog
      title={deal.dealName}
      subtitle={deal.clientName}
      ops={entity?.ops ?? []}
      syncedText="Every change to this deal is synced."
      closeOnDecision
      testId="deal-sync-dialog"
      onClose={onClose}
    />
  )
}
