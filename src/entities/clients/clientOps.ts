/**
 * Client company ops (core-spec "Client screens"): add, edit and delete a company. The company's
 * contacts travel as contact ops of their own (contactOps.ts), so a client save sends no contacts:
 * the server leaves the contacts it is not sent as they are.
 */
import { CLIENT_ROUTES, type ClientSaveRequest, type RelManager } from '../../contract/clients.ts'
import { pathOf } from '../../contract/route.ts'
import { isRecord } from '../../contract/validate.ts'
import { defineCreateOp, defineOp, defineUpdateOp, numberFields } from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sends } from '../../sync/payloadFields.ts'
import type { Row } from '../../sync/syncDb.ts'

/**
 * The company fields a person edits: the save request less what the op adds when it is sent
 * (the id, the user, the contacts, which travel as ops of their own) and with the relationship
 * managers themselves (shown in the list) in place of their ids.
 */
export type ClientFields = Omit<
  ClientSaveRequest,
  'id' | 'userId' | 'relManagerIds' | 'contacts'
> & {
  /** The industry's name, shown in the list until the server's row replaces it. */
  industry: string
  relManagers: RelManager[]
}

/** The row fields of a client (the list's row: the client with its relationship managers). */
function clientRow(fields: ClientFields): Row {
  return {
    company: fields.company,
    industryId: fields.industryId,
    crmIndustryId: fields.industryId,
    industry: fields.industry,
    segmentId: fields.segmentId,
    phone: fields.phone,
    fax: fields.fax,
    address1: fields.address1,
    address2: fields.address2,
    address3: fields.address3,
    website: fields.website,
    remarks: fields.remarks,
    relManagers: fields.relManagers,
  }
}

function saveBody(id: number, fields: ClientFields, userId: number): ClientSaveRequest {
  return {
    id,
    userId,
    company: fields.company.trim(),
    industryId: fields.industryId,
    segmentId: fields.segmentId,
    phone: fields.phone,
    fax: fields.fax,
    address1: fields.address1,
    address2: fields.address2,
    address3: fields.address3,
    website: fields.website,
    remarks: fields.remarks,
    relManagerIds: fields.relManagers.map((rm) => rm.relManagerId),
    contacts: [],
  }
}

/**
 * The body of a 412 on a client is its detail ({ client, contacts, relManagers, version }); the
 * state kept on the op is read again when a person takes theirs, so a state row reads as itself.
 */
export function clientServerState(body: unknown): Row | null {
  if (!isRecord(body)) return null
  if (!isRecord(body.client)) {
    return typeof body.id === 'number' && typeof body.version === 'number' ? { ...body } : null
  }
  const { client } = body
  if (typeof client.id !== 'number' || typeof body.version !== 'number') return null
  return {
    ...client,
    relManagers: Array.isArray(body.relManagers) ? body.relManagers : [],
    version: body.version,
  }
}

/** { client: { id }, version }: the server's id (of a create) and the new version. */
function saveWriteBack(answer: unknown) {
  const id = isRecord(answer) && isRecord(answer.client) ? answer.client.id : undefined
  return {
    patch: numberFields(answer, ['version']),
    ...(typeof id === 'number' ? { id } : {}),
  }
}

export type ClientCreateArgs = ClientFields & {
  /** A temp id, given when the op is queued. */
  clientId: number
}

export const clientCreate = defineCreateOp<ClientCreateArgs>({
  type: 'client.create',
  label: 'Add client company',
  table: 'clients',
  kind: 'create',
  idArg: 'clientId',
  refs: {},
  ifMatch: false,
  // Version 0 until the server answers; later ops made offline are rebased on its answer.
  local: (args) => ({ ...clientRow(args), version: 0 }),
  request: (args, { userId }) => ({
    method: CLIENT_ROUTES.create.method,
    path: pathOf(CLIENT_ROUTES.create, {}),
    body: saveBody(0, args, userId),
  }),
  writeBack: saveWriteBack,
  serverState: () => null,
})

export type ClientUpdateArgs = ClientFields & { clientId: number }

export const clientUpdate = defineUpdateOp<ClientUpdateArgs>({
  type: 'client.update',
  label: 'Edit client company',
  table: 'clients',
  kind: 'update',
  idArg: 'clientId',
  refs: {},
  ifMatch: true,
  local: (args) => clientRow(args),
  request: (args, { userId }) => ({
    method: CLIENT_ROUTES.update.method,
    path: pathOf(CLIENT_ROUTES.update, { clientId: args.clientId }),
    body: saveBody(args.clientId, args, userId),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: clientServerState,
  fields: fieldsOf<ClientSaveRequest>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    company: sends('company'),
    industryId: sends({ industryId: 'industryId', industry: 'industry' }),
    segmentId: sends('segmentId'),
    phone: sends('phone'),
    fax: sends('fax'),
    address1: sends('address1'),
    address2: sends('address2'),
    address3: sends('address3'),
    website: sends('website'),
    remarks: sends('remarks'),
    relManagerIds: sends('relManagers'),
    // Always sent empty: contacts travel as ops of their own.
    contacts: NOT_CHANGED,
  }),
  merges: true,
})

export type ClientDeleteArgs = { clientId: number; company: string }

export const clientDelete = defineOp<ClientDeleteArgs>({
  type: 'client.delete',
  label: 'Delete client company',
  table: 'clients',
  kind: 'delete',
  idArg: 'clientId',
  refs: {},
  ifMatch: true,
  local: () => ({}),
  request: ({ clientId }, { userId }) => ({
    method: CLIENT_ROUTES.remove.method,
    path: pathOf(CLIENT_ROUTES.remove, { clientId, userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: clientServerState,
  // Someone else deleted it first: what the person wanted holds.
  alreadyApplied: (status) => status === 404,
})
