import { IF_MATCH_HEADER } from '../../contract/common.ts'
import {
  PROJECTION_ROUTES,
  type ProjectionBoard,
  type ProjectionDropResponse,
} from '../../contract/projection.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite } from '../deals/lock.ts'
import { monthWindow } from '../deals/months.ts'
import type { Api } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { conflict, notFound } from '../http/errors.ts'
import { readProjectionItem, readProjectionRows, readSummaryBands } from '../projection/read.ts'
import { lockInvoicePeriod, moveInvoicePeriod } from '../proposals/periods.ts'

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The projection board, its drop (moving an invoice period's month) and the summary. */
export function registerProjectionRoutes(api: Api): void {
  api.serve(PROJECTION_ROUTES.drop, async (call) => {
    const { dealId, projectId, month, year } = call.input.params
    const deal = await dealForWrite(call, dealId, { ifMatch: false })
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const line = await lockInvoicePeriod(call.db, projectId, dealId)
    if (!line) throw notFound('Invoice period')
    await checkIfMatch(call.header(IF_MATCH_HEADER), line.version, () =>
      readProjectionItem(call.db, projectId),
    )
    const day = Math.min(Number(line.invoiceDate.slice(8, 10)), daysInMonth(year, month))
    const invoiceDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    const version = await moveInvoicePeriod(call.db, projectId, invoiceDate)
    if (line.invoiceDate !== invoiceDate) {
      await addJournal(call.db, {
        dealId,
        type: 'tobedate',
        headers: ['Invoice period moved', line.invoiceDate, invoiceDate],
        info: { invoiceId: projectId, from: line.invoiceDate, to: invoiceDate },
        by: call.actor.id,
      })
    }
    const answer: ProjectionDropResponse = {
      dealId,
      invoiceId: projectId,
      invoiceDate,
      month,
      year,
      version,
    }
    return { body: answer }
  })

  api.serve(PROJECTION_ROUTES.board, async (call) => {
    const query = call.input.params
    const window = monthWindow(query.from, query.to)
    const rows = await readProjectionRows(call.db, window, query)
    const board: ProjectionBoard = {
      stages: window.columns,
      projection: rows.map((row) => ({ ...row, stage: window.columnOf(row.year, row.month) })),
    }
    return { body: board }
  })

  api.serve(PROJECTION_ROUTES.summary, async (call) => ({
    body: await readSummaryBands(call.db, call.input.params),
  }))
}
