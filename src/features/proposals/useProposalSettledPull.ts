/**
 * The detail is re-pulled when the deal's own ops settle (useDealDetailPull); proposal ops act on
 * their own entity, so once they have settled and the detail is older than them, it is re-pulled
 * here (the file link, the journal entries and the card row follow the server's answer).
 */
import { useEffect } from 'react'
import { dealDetailPull } from '../../entities/deals/dealDetailPull.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import type { LocalProposal } from './dealProposalState.ts'

export function useProposalSettledPull(dealId: number, local: LocalProposal | null): void {
  const settledId = local && local.ops.length === 0 ? local.row.id : null
  useEffect(() => {
    if (settledId === null || !navigator.onLine) return
    void syncEngine.pull(dealDetailPull(dealId)).catch(() => undefined)
  }, [dealId, settledId])
}
