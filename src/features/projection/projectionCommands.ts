/**
 * What the projection board writes: each action is the local change plus its op, so the card
 * shows it at once (online or offline) and it reaches the server when it can.
 */
import type { MonthColumn } from '../../contract/projection.ts'
import { db } from '../../entities/db.ts'
import type { ProjectionItemRow } from '../../entities/proposals/proposalRows.ts'
import { enqueue } from '../../sync/commands.ts'
import type { CommandArgs } from '../../sync/opRegistry.ts'
import { movedInvoiceDate } from './projectionModel.ts'

/** A drop on another month column: the invoice date moves to that month (same day, clamped). */
export async function moveProjectionItem(
  item: ProjectionItemRow,
  to: MonthColumn,
  userId: number,
): Promise<void> {
  await enqueue(
    db,
    'projection.move',
    {
      invoiceId: item.invoiceId,
      dealId: item.dealId,
      month: to.month,
      year: to.year,
      invoiceDate: movedInvoiceDate(item.invoiceDate, to.year, to.month),
    },
    userId,
  )
}

/** Save of the Projected invoice update dialog. */
export async function updateProjectedInvoice(
  args: CommandArgs<'projection.updateInvoice'>,
  userId: number,
): Promise<void> {
  await enqueue(db, 'projection.updateInvoice', args, userId)
}
