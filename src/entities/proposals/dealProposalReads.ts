/**
 * What this device holds of a deal's proposal: its rows in `proposals`, each with its settle
 * mark, and when the deal's detail (which carries the server's proposal) was last pulled.
 */
import { entityKey } from '../../store/outbox.ts'
import { listFetchedAt } from '../../sync/pull.ts'
import type { CrmDb } from '../db.ts'
import { dealDetailListKey } from '../deals/dealDetailPull.ts'
import type { ProposalRecord } from './proposalRows.ts'

/** The deal's proposal rows, each with its settle mark, and when the detail was last pulled. */
export interface ProposalRows {
  rows: { row: ProposalRecord; settledAt: number | undefined }[]
  fetchedAt: number | undefined
}

export async function readProposalRows(database: CrmDb, dealId: number): Promise<ProposalRows> {
  const [rows, fetchedAt] = await Promise.all([
    database.proposals.where('dealId').equals(dealId).toArray(),
    listFetchedAt(database, dealDetailListKey(dealId)),
  ])
  const marks = await database.syncSettled.bulkGet(
    rows.map((row) => entityKey('proposals', row.id)),
  )
  return {
    rows: rows.map((row, index) => ({ row, settledAt: marks[index]?.settledAt })),
    fetchedAt,
  }
}
