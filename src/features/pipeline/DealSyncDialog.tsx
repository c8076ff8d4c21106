/** Opened from a card's failure or conflict mark: the deal's unsettled changes and the decisions. */
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { EntityOpsDialog } from '../sync/index.ts'

interface DealSyncDialogProps {
  deal: DealRow
  onClose: () => void
}

export function DealSyncDialog({ deal, onClose }: DealSyncDialogProps) {
  return (
    <EntityOpsDialog
      table="deals"
      id={deal.dealId}
      title={deal.dealName}
      subtitle={deal.clientName}
      syncedText="Every change to this deal is synced."
      testId="deal-sync-dialog"
      onClose={onClose}
    />
  )
}
