/** Status updates of a deal (core-spec "Status Update card"): add, edit, delete. */
import { pathOf } from '../../contract/route.ts'
import { STATUS_ROUTES, type StatusRequest } from '../../contract/status.ts'
import {
  createdWriteBack,
  defineCreateOp,
  defineOp,
  defineUpdateOp,
  entityState,
  isoTime,
  numberFields,
} from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sends } from '../../sync/payloadFields.ts'

const statusState = (body: unknown) => entityState(body, 'id')

/** The status payload less what the op adds when it is sent (its id, the acting user). */
type StatusFields = Omit<StatusRequest, 'id' | 'userId'>

export type StatusCreateArgs = StatusFields & {
  /** A temp id, given when the op is queued. */
  statusId: StatusRequest['id']
  /** Shown on the entry until the server's list replaces it. */
  firstname: string
}

export const statusCreate = defineCreateOp<StatusCreateArgs>({
  type: 'status.create',
  label: 'Add status update',
  table: 'statusUpdates',
  kind: 'create',
  idArg: 'statusId',
  refs: { dealId: 'deals' },
  ifMatch: false,
  local: ({ dealId, status, firstname }, { at }) => ({
    dealId,
    status,
    firstname,
    lastUpdated: isoTime(at),
    // Unknown until the server answers; later ops made offline are rebased on its answer.
    version: 0,
  }),
  request: ({ dealId, status }, { userId }) => {
    const body: StatusRequest = { id: 0, status, dealId, userId }
    const { create } = STATUS_ROUTES
    return { method: create.method, path: pathOf(create, {}), body }
  },
  writeBack: createdWriteBack,
  serverState: () => null,
})

export type StatusUpdateArgs = StatusFields & { statusId: StatusRequest['id'] }

export const statusUpdate = defineUpdateOp<StatusUpdateArgs>({
  type: 'status.update',
  label: 'Edit status update',
  table: 'statusUpdates',
  kind: 'update',
  idArg: 'statusId',
  refs: { dealId: 'deals' },
  ifMatch: true,
  local: ({ status }, { at }) => ({ status, lastUpdated: isoTime(at) }),
  request: ({ statusId, dealId, status }, { userId }) => {
    const body: StatusRequest = { id: statusId, status, dealId, userId }
    const { update } = STATUS_ROUTES
    return { method: update.method, path: pathOf(update, { statusId }), body }
  },
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: statusState,
  // The time (lastUpdated) is the server's stamp on every save: only the text is compared.
  fields: fieldsOf<StatusRequest>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    dealId: NOT_CHANGED,
    status: sends('status'),
  }),
  merges: true,
})

export type StatusDeleteArgs = Pick<StatusRequest, 'dealId'> & { statusId: StatusRequest['id'] }

export const statusDelete = defineOp<StatusDeleteArgs>({
  type: 'status.delete',
  label: 'Delete status update',
  table: 'statusUpdates',
  kind: 'delete',
  idArg: 'statusId',
  refs: { dealId: 'deals' },
  ifMatch: true,
  local: () => ({}),
  request: ({ statusId }, { userId }) => ({
    method: STATUS_ROUTES.remove.method,
    path: pathOf(STATUS_ROUTES.remove, { statusId, userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: statusState,
  // Someone else deleted it first: what the person wanted holds.
  alreadyApplied: (status) => status === 404,
})
