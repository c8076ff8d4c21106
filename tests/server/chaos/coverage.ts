/**
 * The op types each chaos suite must see accepted in every run: the outbox suite (run.ts) the
 * board's and the status card's, the chain suite (chainRun.ts) every other. Together they are
 * every registered type: a type added to the registry fails chainChaos.test.ts until a suite
 * drives it and its model checks it.
 */
import { entityOpTypes } from '../../../src/entities/opTypes.ts'
import type { OpTypeName } from '../../../src/sync/opRegistry.ts'
import type { AppliedOp } from './ledger.ts'

const OP_TYPES = await entityOpTypes()

export const OUTBOX_COVERED: readonly OpTypeName[] = [
  'deal.moveStage',
  'deal.setProbability',
  'deal.setState',
  'status.create',
  'status.update',
  'status.delete',
]

export const CHAIN_COVERED: readonly OpTypeName[] = [
  'client.create',
  'client.update',
  'client.delete',
  'contact.create',
  'contact.update',
  'contact.delete',
  'deal.create',
  'deal.rename',
  'deal.setOwners',
  'deal.setClientInfo',
  'deal.delete',
  'deal.uploadDocument',
  'visit.create',
  'visit.update',
  'proposal.create',
  'proposal.update',
  'projection.move',
  'projection.updateInvoice',
  'invoice.create',
  'invoice.update',
  'invoice.markInvoiced',
  'invoice.moveBack',
  'invoice.delete',
  'target.save',
  'target.decide',
  'team.create',
  'team.update',
  'team.delete',
  'profile.update',
  'rm.create',
  'rm.update',
  'rm.delete',
]

/** Registered types no suite covers. */
export const uncoveredTypes = (): string[] =>
  Object.keys(OP_TYPES).filter(
    (type) => ![...OUTBOX_COVERED, ...CHAIN_COVERED].includes(type as OpTypeName),
  )

/** Accepted ops by type, and the covered types none was accepted of. */
export function coverage(covered: readonly string[], applied: Iterable<AppliedOp>) {
  const byType: Record<string, number> = {}
  for (const { op } of applied) byType[op.type] = (byType[op.type] ?? 0) + 1
  return { byType, missing: covered.filter((type) => !byType[type]) }
}
