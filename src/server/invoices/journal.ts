import type { JournalType } from '../../contract/deals.ts'
import { truncateFileName } from '../../domain/truncation.ts'
import type { Db } from '../db/db.ts'
import { addJournal } from '../deals/journal.ts'

/** What an invoice's journal entries tell of it. */
export interface JournalledInvoice {
  invoiceId: number
  dealId: number
  dealName: string
  invoiceDate: string
  amount: number
  remarks: string
  /** 0 when none. */
  contactId: number
  filename: string
}

/**
 * An invoice-type entry ('tobe', 'invoiced', 'invoice'): headers title, deal name, remarks; info
 * invoiceDate, amount, remarks, contactName, filename (cut as the journal shows it), invoiceId.
 */
export async function journalInvoice(
  tx: Db,
  type: Extract<JournalType, 'tobe' | 'invoiced' | 'invoice'>,
  title: string,
  invoice: JournalledInvoice,
  by: number,
): Promise<void> {
  const [contact] = await tx.query<{ name: string }>('SELECT name FROM contacts WHERE id = $1', [
    invoice.contactId,
  ])
  await addJournal(tx, {
    dealId: invoice.dealId,
    type,
    headers: [title, invoice.dealName, invoice.remarks],
    info: {
      invoiceDate: invoice.invoiceDate,
      amount: invoice.amount,
      remarks: invoice.remarks,
      contactName: contact?.name ?? '',
      filename: truncateFileName(invoice.filename),
      invoiceId: invoice.invoiceId,
    },
    by,
  })
}

/**
 * A save's changes of period and amount, as the projected invoice update journals them: a moved
 * date as 'tobedate', a changed amount or remark as 'tobeamount'. Answers whether it wrote any.
 */
export async function journalInvoiceChanges(
  tx: Db,
  before: Pick<JournalledInvoice, 'invoiceDate' | 'amount' | 'remarks'>,
  after: JournalledInvoice,
  by: number,
): Promise<boolean> {
  const moved = before.invoiceDate !== after.invoiceDate
  const changed = before.amount !== after.amount || before.remarks !== after.remarks
  if (moved) {
    await addJournal(tx, {
      dealId: after.dealId,
      type: 'tobedate',
      headers: ['Invoice period moved', before.invoiceDate, after.invoiceDate],
      info: { invoiceId: after.invoiceId, from: before.invoiceDate, to: after.invoiceDate },
      by,
    })
  }
  if (changed) {
    await addJournal(tx, {
      dealId: after.dealId,
      type: 'tobeamount',
      headers: ['Invoice amount updated', String(before.amount), String(after.amount)],
      info: {
        invoiceId: after.invoiceId,
        invoiceDate: after.invoiceDate,
        from: before.amount,
        amount: after.amount,
        remarks: after.remarks,
      },
      by,
    })
  }
  return moved || changed
}
