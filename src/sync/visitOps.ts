/**
 * Sales visit ops (sales-activity-spec "Sales visit dialog", section 7): log a visit, on a deal or
 * standalone at a client, and edit it. The deal, the client and the contacts it names may have been
 * created offline (`refs`): the visit waits for their creates and is sent with the server's ids.
 */
import { pathOf } from '../contract/route.ts'
import { VISIT_ROUTES, type VisitPayload } from '../contract/visits.ts'
import { createdWriteBack, defineCreateOp, defineOp, entityState, numberFields } from './opType.ts'

/** What the dialog sets (a type, not an interface, so that op args keep an index signature). */
export type VisitFields = {
  /** 0 for a standalone visit. */
  dealId: number
  /** The client visited: the deal's client for a deal-bound visit (kept locally, sent as 0). */
  clientId: number
  /** Shown on the pending journal entry until the server's history replaces it. */
  clientName: string
  visitDate: string
  startTime: string
  endTime: string
  contacts: number[]
  rms: number[]
  consultants: number[]
  tribes: number[]
  location: string
  objective: string
  nextStep: string
  remark: string
}

export type VisitCreateArgs = VisitFields & {
  /** A temp id, given when the op is queued. */
  visitId: number
}

export type VisitUpdateArgs = VisitFields & { visitId: number }

const VISIT_REFS = { dealId: 'deals', clientId: 'clients', contacts: 'contacts' } as const

const localFields = (fields: VisitFields) => ({
  dealId: fields.dealId,
  clientId: fields.clientId,
  clientName: fields.clientName,
  visitDate: fields.visitDate,
  startTime: fields.startTime,
  endTime: fields.endTime,
  contacts: [...fields.contacts],
  rms: [...fields.rms],
  consultants: [...fields.consultants],
  tribes: [...fields.tribes],
  location: fields.location,
  objective: fields.objective,
  nextStep: fields.nextStep,
  remark: fields.remark,
})

/** The payload: clientId only for a standalone visit (the spec's "plus clientId when standalone"). */
function visitBody(id: number, fields: VisitFields, userId: number): VisitPayload {
  return {
    id,
    dealId: fields.dealId,
    userId,
    clientId: fields.dealId === 0 ? fields.clientId : 0,
    visitDate: fields.visitDate,
    startTime: fields.startTime,
    endTime: fields.endTime,
    contacts: fields.contacts,
    rms: fields.rms,
    consultants: fields.consultants,
    tribes: fields.tribes,
    location: fields.location.trim(),
    objective: fields.objective,
    nextStep: fields.nextStep,
    remark: fields.remark,
  }
}

export const visitCreate = defineCreateOp<VisitCreateArgs>({
  type: 'visit.create',
  table: 'visits',
  kind: 'create',
  idArg: 'visitId',
  refs: VISIT_REFS,
  ifMatch: false,
  local: (args, { userId }) => ({ ...localFields(args), userId, version: 0 }),
  request: (args, { userId }) => ({
    method: VISIT_ROUTES.create.method,
    path: pathOf(VISIT_ROUTES.create, {}),
    body: visitBody(0, args, userId),
  }),
  writeBack: createdWriteBack,
  serverState: () => null,
})

export const visitUpdate = defineOp<VisitUpdateArgs>({
  type: 'visit.update',
  table: 'visits',
  kind: 'update',
  idArg: 'visitId',
  refs: VISIT_REFS,
  ifMatch: true,
  local: (args) => localFields(args),
  request: (args, { userId }) => ({
    method: VISIT_ROUTES.update.method,
    path: pathOf(VISIT_ROUTES.update, { visitId: args.visitId }),
    body: visitBody(args.visitId, args, userId),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: (body) => entityState(body, 'id'),
})
