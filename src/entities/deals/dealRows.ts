/**
 * The pipeline's deals as IndexedDB keeps them: the pulled cards (with their server version),
 * changed in place by the sync engine's ops. The board shows the deals of the list pulled for its
 * filter (syncLists holds the ids each filter answered), read through the deals mirror.
 */
import type { DealDetail } from '../../contract/deals.ts'
import type { DealCard } from '../../contract/pipeline.ts'
import type { StatusUpdate } from '../../contract/status.ts'
import type { CrmDb } from '../db.ts'
import { fetchedAtKey } from '../../store/meta.ts'

/** A deal card; `state` is set by a local Won/Lost/reopen op (the list only answers open deals). */
export interface DealRow extends DealCard {
  state?: 'open' | 'won' | 'lost'
  /** When a lost deal was lost, as the change feed answers it (the Lost Deal list's order). */
  lostAt?: string | null
  /** Set by deal.setOwners until the re-pulled detail replaces the card (detail's owner fields). */
  ownersDraft?: Pick<DealDetail, 'tribes' | 'rms' | 'segment' | 'branch' | 'pic' | 'consultants'>
  /** Set by deal.setClientInfo until the re-pulled detail replaces the card. */
  clientInfoDraft?: Pick<DealDetail, 'clientCompany' | 'clientContact' | 'clientMembers'>
  /** File names set by deal.uploadDocument (pricing, agreement) while the upload waits. */
  pendingPricing?: string
  pendingAgreement?: string
}

export type StatusUpdateRow = StatusUpdate

export const isOpenDeal = (deal: Pick<DealRow, 'state'>): boolean =>
  deal.state === undefined || deal.state === 'open'

export interface PulledList {
  /** The ids the list answered, in the server's order. */
  ids: number[]
  /** When the list was fetched (epoch ms). */
  fetchedAt: number | undefined
}

/** The ids a pulled list answered; null when it was never pulled on this device. */
export async function readPulledList(database: CrmDb, listKey: string): Promise<PulledList | null> {
  const [list, fetched] = await Promise.all([
    database.syncLists.get(listKey),
    database.meta.get(fetchedAtKey(listKey)),
  ])
  if (!list) return null
  return {
    ids: list.ids,
    fetchedAt: typeof fetched?.value === 'number' ? fetched.value : undefined,
  }
}

/** Names of deals by id (the Pending changes screen names the deal of each op). */
export async function dealNames(
  database: CrmDb,
  dealIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await database.deals.bulkGet([...new Set(dealIds)])
  const names = new Map<number, string>()
  for (const row of rows) if (row) names.set(row.dealId, row.dealName)
  return names
}
