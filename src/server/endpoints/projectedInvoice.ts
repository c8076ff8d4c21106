import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { PROPOSAL_ROUTES, type ProjectedInvoiceResponse } from '../../contract/proposals.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite } from '../deals/lock.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { conflict, notFound } from '../http/errors.ts'
import { projectionRows } from './projection.ts'

/**
 * POST /pipeline/projection/invoice: the projected invoice update (an invoice period of the deal's
 * proposal gets a new date, amount and remark). A moved date is journalled as 'tobedate' (as the
 * projection drop does), a changed amount or remark as 'tobeamount'.
 */
export function registerProjectedInvoiceRoutes(api: Api): void {
  api.serve(PROPOSAL_ROUTES.updateProjectedInvoice, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, input.dealId, { ifMatch: false })
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const [line] = await call.db.query<{
      invoice_date: string
      amount: number
      remarks: string
      version: number
    }>(
      `SELECT pi.invoice_date, pi.amount, pi.remarks, pi.version FROM proposal_invoices pi
         JOIN proposals p ON p.id = pi.proposal_id
        WHERE pi.id = $1 AND p.deal_id = $2 FOR UPDATE OF pi`,
      [input.invoiceId, input.dealId],
    )
    if (!line) throw notFound('Invoice period')
    await checkIfMatch(call.header(IF_MATCH_HEADER), line.version, async () => {
      const [item] = await projectionRows(call.db, 'pi.id = $1', [input.invoiceId])
      return item
    })
    const amount = Math.round(input.amount)
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE proposal_invoices SET invoice_date = $2, amount = $3, remarks = $4, version = version + 1
        WHERE id = $1 RETURNING version`,
      [input.invoiceId, input.invoiceDate, amount, input.remarks],
    )
    if (line.invoice_date !== input.invoiceDate) {
      await addJournal(call.db, {
        dealId: deal.id,
        type: 'tobedate',
        headers: ['Invoice period moved', line.invoice_date, input.invoiceDate],
        info: { invoiceId: input.invoiceId, from: line.invoice_date, to: input.invoiceDate },
        by: call.actor.id,
      })
    }
    if (line.amount !== amount || line.remarks !== input.remarks) {
      await addJournal(call.db, {
        dealId: deal.id,
        type: 'tobeamount',
        headers: ['Invoice amount updated', String(line.amount), String(amount)],
        info: {
          invoiceId: input.invoiceId,
          invoiceDate: input.invoiceDate,
          from: line.amount,
          amount,
          remarks: input.remarks,
        },
        by: call.actor.id,
      })
    }
    const answer: ProjectedInvoiceResponse = {
      dealId: deal.id,
      invoiceId: input.invoiceId,
      invoiceDate: input.invoiceDate,
      month: input.month,
      year: input.year,
      amount,
      remarks: input.remarks,
      version: row!.version,
    }
    return { body: answer }
  })
}
