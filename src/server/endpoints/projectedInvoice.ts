import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { PROPOSAL_ROUTES, type ProjectedInvoiceResponse } from '../../contract/proposals.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite } from '../deals/lock.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { conflict, notFound } from '../http/errors.ts'
import { readProjectionItem } from '../projection/read.ts'
import { lockInvoicePeriod, updateInvoicePeriod } from '../proposals/periods.ts'

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
    const line = await lockInvoicePeriod(call.db, input.invoiceId, input.dealId)
    if (!line) throw notFound('Invoice period')
    await checkIfMatch(call.header(IF_MATCH_HEADER), line.version, () =>
      readProjectionItem(call.db, input.invoiceId),
    )
    const amount = Math.round(input.amount)
    const version = await updateInvoicePeriod(call.db, input.invoiceId, {
      invoiceDate: input.invoiceDate,
      amount,
      remarks: input.remarks,
    })
    if (line.invoiceDate !== input.invoiceDate) {
      await addJournal(call.db, {
        dealId: deal.id,
        type: 'tobedate',
        headers: ['Invoice period moved', line.invoiceDate, input.invoiceDate],
        info: { invoiceId: input.invoiceId, from: line.invoiceDate, to: input.invoiceDate },
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
      version,
    }
    return { body: answer }
  })
}
