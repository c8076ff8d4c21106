/** The one registry of op types: every write the outbox carries is one of these. */
import { clientCreate, clientDelete, clientUpdate } from './clientOps.ts'
import { contactCreate, contactDelete, contactUpdate } from './contactOps.ts'
import { dealRename, dealSetClientInfo, dealSetOwners } from './dealDetailOps.ts'
import { dealUploadDocument } from './documentOps.ts'
import {
  dealCreate,
  dealDelete,
  dealMoveStage,
  dealSetProbability,
  dealSetState,
} from './dealOps.ts'
import {
  invoiceCreate,
  invoiceDelete,
  invoiceMarkInvoiced,
  invoiceMoveBack,
  invoiceUpdate,
} from './invoiceOps.ts'
import type { OpType } from './opType.ts'
import { profileUpdate } from './profileOps.ts'
import { proposalCreate, proposalUpdate } from './proposalOps.ts'
import { projectionMove, projectionUpdateInvoice } from './projectionOps.ts'
import { rmCreate, rmDelete, rmUpdate } from './rmOps.ts'
import { targetDecide, targetSave } from './targetOps.ts'
import { statusCreate, statusDelete, statusUpdate } from './statusOps.ts'
import { teamCreate, teamDelete, teamUpdate } from './teamOps.ts'
import { visitCreate, visitUpdate } from './visitOps.ts'

export const OP_TYPES = {
  'deal.create': dealCreate,
  'deal.moveStage': dealMoveStage,
  'deal.setProbability': dealSetProbability,
  'deal.setState': dealSetState,
  'deal.delete': dealDelete,
  'deal.rename': dealRename,
  'deal.setClientInfo': dealSetClientInfo,
  'deal.setOwners': dealSetOwners,
  'deal.uploadDocument': dealUploadDocument,
  'status.create': statusCreate,
  'status.update': statusUpdate,
  'status.delete': statusDelete,
  'client.create': clientCreate,
  'client.update': clientUpdate,
  'client.delete': clientDelete,
  'contact.create': contactCreate,
  'contact.update': contactUpdate,
  'contact.delete': contactDelete,
  'proposal.create': proposalCreate,
  'proposal.update': proposalUpdate,
  'visit.create': visitCreate,
  'visit.update': visitUpdate,
  'projection.move': projectionMove,
  'projection.updateInvoice': projectionUpdateInvoice,
  'invoice.create': invoiceCreate,
  'invoice.update': invoiceUpdate,
  'invoice.markInvoiced': invoiceMarkInvoiced,
  'invoice.moveBack': invoiceMoveBack,
  'invoice.delete': invoiceDelete,
  'target.save': targetSave,
  'target.decide': targetDecide,
  'team.create': teamCreate,
  'team.update': teamUpdate,
  'team.delete': teamDelete,
  'profile.update': profileUpdate,
  'rm.create': rmCreate,
  'rm.update': rmUpdate,
  'rm.delete': rmDelete,
} as const

export type OpTypeName = keyof typeof OP_TYPES

export type ArgsOf<N extends OpTypeName> = (typeof OP_TYPES)[N] extends OpType<infer A> ? A : never

/** The args a command is given: a create's id arg is filled with a temp id when it is queued. */
export type CommandArgs<N extends OpTypeName> = (typeof OP_TYPES)[N] extends { kind: 'create' }
  ? Omit<ArgsOf<N>, (typeof OP_TYPES)[N]['idArg']>
  : ArgsOf<N>

export function opTypeOf(type: string): OpType {
  const found = (OP_TYPES as Record<string, OpType<never> | undefined>)[type]
  if (!found) throw new Error(`Unknown op type ${type}`)
  return found as unknown as OpType
}
