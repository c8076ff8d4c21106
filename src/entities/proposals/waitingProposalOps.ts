/** Whether a proposal's edits still wait in the outbox (the row they stand on is then local). */
import { entityKey } from '../../store/outbox.ts'
import type { CrmDb } from '../db.ts'

/** Only Dexie work: it runs inside the command's transaction. */
export function hasWaitingProposalOps(database: CrmDb, proposalId: number): Promise<boolean> {
  return database.outbox
    .where('entityKey')
    .equals(entityKey('proposals', proposalId))
    .count()
    .then((waiting) => waiting > 0)
}
