/**
 * Ops of the Projection deal board (core-spec "Projection deal board"; sales-activity-spec
 * "Projected invoice update"): moving an invoice period to another month column (the projection
 * drop, a GET-write) and the Projected invoice update dialog (POST /pipeline/projection/invoice).
 * Both act on the projection item (its own version, If-Match), not on the deal.
 */
import { PROJECTION_ROUTES } from '../../contract/projection.ts'
import { PROPOSAL_ROUTES, type ProjectedInvoicePayload } from '../../contract/proposals.ts'
import { pathOf } from '../../contract/route.ts'
import { defineUpdateOp, entityState, numberFields } from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sends, sets, type ParamsOf } from '../../sync/payloadFields.ts'
import type { Row } from '../../sync/syncDb.ts'

const projectionState = (body: unknown) => entityState(body, 'invoiceId')

/** The answer's date and month fields (and its version), as the item keeps them. */
function datePatch(answer: unknown): Row {
  const patch = numberFields(answer, ['month', 'year', 'version'])
  const invoiceDate = (answer as { invoiceDate?: unknown } | null)?.invoiceDate
  if (typeof invoiceDate === 'string') patch.invoiceDate = invoiceDate
  return patch
}

export type ProjectionMoveArgs = {
  invoiceId: number
  dealId: number
  month: number
  year: number
  /** The new date (the same day, clamped to the month), as the server will set it. */
  invoiceDate: string
}

/**
 * Drop on another month column. The item's `stage` (its column number in the answer it came
 * from) is not written: the board places items by year and month, and `stage` means a pipeline
 * stage wherever ops are described.
 */
export const projectionMove = defineUpdateOp<ProjectionMoveArgs>({
  type: 'projection.move',
  label: 'Move invoice month',
  table: 'projectionItems',
  kind: 'update',
  idArg: 'invoiceId',
  refs: { dealId: 'deals' },
  ifMatch: true,
  local: ({ month, year, invoiceDate }) => ({ month, year, invoiceDate }),
  request: ({ dealId, invoiceId, month, year }, { userId }) => ({
    method: PROJECTION_ROUTES.drop.method,
    path: pathOf(PROJECTION_ROUTES.drop, { dealId, projectId: invoiceId, month, year, userId }),
  }),
  writeBack: (answer) => ({ patch: datePatch(answer) }),
  serverState: projectionState,
  fields: fieldsOf<ParamsOf<typeof PROJECTION_ROUTES.drop>>()({
    dealId: NOT_CHANGED,
    projectId: NOT_CHANGED,
    userId: NOT_CHANGED,
    month: sets('month', 'invoiceDate'),
    year: sets('year', 'invoiceDate'),
  }),
  merges: true,
})

export type ProjectedInvoiceUpdateArgs = Omit<ProjectedInvoicePayload, 'userId'>

/** The Projected invoice update dialog: period (month/year), value and remark. */
export const projectionUpdateInvoice = defineUpdateOp<ProjectedInvoiceUpdateArgs>({
  type: 'projection.updateInvoice',
  label: 'Update projected invoice',
  table: 'projectionItems',
  kind: 'update',
  idArg: 'invoiceId',
  refs: { dealId: 'deals' },
  ifMatch: true,
  local: ({ amount, remarks, invoiceDate, month, year }) => ({
    value: amount,
    remarks,
    invoiceDate,
    month,
    year,
  }),
  request: (args, { userId }) => {
    const body: ProjectedInvoicePayload = { ...args, userId }
    return {
      method: PROPOSAL_ROUTES.updateProjectedInvoice.method,
      path: pathOf(PROPOSAL_ROUTES.updateProjectedInvoice, {}),
      body,
    }
  },
  writeBack: (answer) => {
    const patch = datePatch(answer)
    const { amount } = numberFields(answer, ['amount'])
    if (amount !== undefined) patch.value = amount
    const remarks = (answer as { remarks?: unknown } | null)?.remarks
    if (typeof remarks === 'string') patch.remarks = remarks
    return { patch }
  },
  serverState: projectionState,
  fields: fieldsOf<ProjectedInvoicePayload>()({
    dealId: NOT_CHANGED,
    invoiceId: NOT_CHANGED,
    userId: NOT_CHANGED,
    month: sends('month'),
    year: sends('year'),
    amount: sends({ value: 'amount' }),
    remarks: sends('remarks'),
    invoiceDate: sends('invoiceDate'),
  }),
  merges: true,
})
