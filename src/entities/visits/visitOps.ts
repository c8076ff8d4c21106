/**
 * Sales visit ops (sales-activity-spec "Sales visit dialog", section 7): log a visit, on a deal or
 * standalone at a client, and edit it. The deal, the client and the contacts it names may have been
 * created offline (`refs`): the visit waits for their creates and is sent with the server's ids.
 */
import { pathOf } from '../../contract/route.ts'
import { VISIT_ROUTES, type VisitPayload } from '../../contract/visits.ts'
import {
  createdWriteBack,
  defineCreateOp,
  defineUpdateOp,
  entityState,
  numberFields,
} from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sends } from '../../sync/payloadFields.ts'

/** What the dialog sets: the payload's fields less those the op adds when it is sent. */
export type VisitFields = Omit<VisitPayload, 'id' | 'userId'> & {
  /** Shown on the pending journal entry until the server's history replaces it. */
  clientName: string
}

export type VisitCreateArgs = VisitFields & {
  /** A temp id, given when the op is queued. */
  visitId: number
}

export type VisitUpdateArgs = VisitFields & { visitId: number }

const VISIT_REFS = { dealId: 'deals', clientId: 'clients', contacts: 'contacts' } as const

/** The visit's row fields (the id is the row's key, set apart). */
const localFields = ({ visitId: _visitId, ...fields }: VisitCreateArgs): VisitFields => fields

/** The payload: clientId only for a standalone visit (the spec's "plus clientId when standalone"). */
function visitBody(id: number, args: VisitCreateArgs, userId: number): VisitPayload {
  const { clientName: _clientName, ...fields } = localFields(args)
  return {
    ...fields,
    id,
    userId,
    clientId: fields.dealId === 0 ? fields.clientId : 0,
    location: fields.location.trim(),
  }
}

export const visitCreate = defineCreateOp<VisitCreateArgs>({
  type: 'visit.create',
  label: 'Add sales visit',
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

export const visitUpdate = defineUpdateOp<VisitUpdateArgs>({
  type: 'visit.update',
  label: 'Edit sales visit',
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
  fields: fieldsOf<VisitPayload>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    // The server keeps a visit on its deal.
    dealId: NOT_CHANGED,
    clientId: sends('clientId'),
    visitDate: sends('visitDate'),
    startTime: sends('startTime'),
    endTime: sends('endTime'),
    contacts: sends('contacts'),
    rms: sends('rms'),
    consultants: sends('consultants'),
    tribes: sends('tribes'),
    location: sends('location'),
    objective: sends('objective'),
    nextStep: sends('nextStep'),
    remark: sends('remark'),
  }),
  merges: true,
})
