/**
 * Proposal ops (sales-activity-spec "Proposal dialog", sections 3 and 7): add (Upload Proposal)
 * and edit a deal's proposal with its invoice periods. A file chosen offline travels in the op's
 * args as the spec's fileBase64 + filename until the op is sent; the local row keeps its name only.
 */
import { isRecord } from '../../contract/validate.ts'
import { pathOf } from '../../contract/route.ts'
import { PROPOSAL_ROUTES, type ProposalPayload } from '../../contract/proposals.ts'
import {
  createdWriteBack,
  defineCreateOp,
  defineUpdateOp,
  entityState,
  type WriteBack,
} from '../../sync/opType.ts'
import { fieldsOf, keeps, NOT_CHANGED, sends } from '../../sync/payloadFields.ts'
import type { Row } from '../../sync/syncDb.ts'

/** What the dialog saves: the payload less what the op adds when it is sent, plus `typeText`. */
export type ProposalFields = Omit<ProposalPayload, 'id' | 'userId'> & {
  /** The type's name, shown on the card while the op waits. */
  typeText: string
}

export type ProposalCreateArgs = ProposalFields & {
  /** A temp id, given when the op is queued. */
  proposalId: number
}

export type ProposalUpdateArgs = ProposalFields & { proposalId: number }

const hasNewFile = (fields: ProposalFields): boolean => fields.fileBase64 !== ''

/** The proposal row's fields the op sets (never the file's bytes). */
function proposalRowFields(fields: ProposalFields): Row {
  const row: Row = {
    dealId: fields.dealId,
    typeId: fields.typeId,
    proposalType: { id: fields.typeId, text: fields.typeText },
    sentById: fields.sentById,
    sentDate: fields.sentDate,
    contactIds: [...fields.contactIds],
    proposalValue: fields.proposalValue,
    invoices: fields.invoices.map((line) => ({ ...line })),
  }
  if (hasNewFile(fields)) row.filename = fields.filename
  return row
}

function proposalBody(id: number, fields: ProposalFields, userId: number): ProposalPayload {
  return {
    id,
    userId,
    dealId: fields.dealId,
    sentById: fields.sentById,
    typeId: fields.typeId,
    sentDate: fields.sentDate,
    contactIds: [...fields.contactIds],
    filename: hasNewFile(fields) ? fields.filename : '',
    fileBase64: fields.fileBase64,
    proposalValue: fields.proposalValue,
    invoices: fields.invoices.map((line) => ({
      id: line.id > 0 ? line.id : 0,
      invoiceDate: line.invoiceDate,
      invoiceAmount: line.invoiceAmount,
      remarks: line.remarks,
    })),
  }
}

/** The server's id, version, file name and invoice periods (with their ids). */
export function proposalWriteBack(answer: unknown): WriteBack {
  const created = createdWriteBack(answer)
  if (isRecord(answer)) {
    if (typeof answer.filename === 'string') created.patch.filename = answer.filename
    if (Array.isArray(answer.invoices)) created.patch.invoices = answer.invoices
  }
  return created
}

const proposalState = (body: unknown) => entityState(body, 'id')

export const proposalCreate = defineCreateOp<ProposalCreateArgs>({
  type: 'proposal.create',
  label: 'Upload proposal',
  table: 'proposals',
  kind: 'create',
  idArg: 'proposalId',
  refs: { dealId: 'deals', contactIds: 'contacts' },
  ifMatch: false,
  local: (args) => ({
    filename: '',
    ...proposalRowFields(args),
    // Unknown until the server answers; later edits made offline are rebased on its answer.
    version: 0,
  }),
  request: (args, { userId }) => ({
    method: PROPOSAL_ROUTES.create.method,
    path: pathOf(PROPOSAL_ROUTES.create, {}),
    body: proposalBody(0, args, userId),
  }),
  writeBack: proposalWriteBack,
  serverState: () => null,
})

export const proposalUpdate = defineUpdateOp<ProposalUpdateArgs>({
  type: 'proposal.update',
  label: 'Edit proposal',
  table: 'proposals',
  kind: 'update',
  idArg: 'proposalId',
  refs: { dealId: 'deals', contactIds: 'contacts' },
  ifMatch: true,
  local: (args) => proposalRowFields(args),
  request: (args, { userId }) => ({
    method: PROPOSAL_ROUTES.update.method,
    path: pathOf(PROPOSAL_ROUTES.update, { proposalId: args.proposalId }),
    body: proposalBody(args.proposalId, args, userId),
  }),
  writeBack: proposalWriteBack,
  serverState: proposalState,
  fields: fieldsOf<ProposalPayload>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    // A proposal stays on its deal.
    dealId: NOT_CHANGED,
    sentById: sends('sentById'),
    typeId: sends('typeId'),
    sentDate: sends('sentDate'),
    contactIds: sends('contactIds'),
    // A new file shows by its name; none chosen, the server keeps its file.
    filename: keeps('filename'),
    fileBase64: keeps('filename'),
    proposalValue: sends('proposalValue'),
    invoices: sends('invoices'),
  }),
  merges: true,
})
