import type { LostDealList, LostDealRow } from '../../contract/lostDeals.ts'
import type { PeriodListQuery } from '../../contract/periodList.ts'
import type { Db } from '../db/db.ts'
import { containsPattern, pageOffset } from '../http/search.ts'
import { dealFilterSql, LATEST_PROPOSAL } from './cards.ts'

/** A page of the lost deals matching the filter, newest loss first; search on deal and client. */
export async function readLostDeals(db: Db, query: PeriodListQuery): Promise<LostDealList> {
  const filter = dealFilterSql(query)
  const n = filter.params.length
  const where = `d.state = 'lost' AND ${filter.sql}
      AND (${`$${n + 1}`}::text = '' OR d.name ILIKE ${`$${n + 2}`} OR c.company ILIKE ${`$${n + 2}`})`
  const params = [...filter.params, query.search, containsPattern(query.search)]
  const [total] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM deals d JOIN clients c ON c.id = d.client_id WHERE ${where}`,
    params,
  )
  const items = await db.query<LostDealRow>(
    `SELECT d.id AS "dealId", d.name AS "dealName", c.company AS "clientName",
              coalesce((SELECT json_agg(json_build_object('id', r.user_id, 'text', u.name) ORDER BY r.position, r.user_id)
                          FROM deal_rms r JOIN users u ON u.id = r.user_id WHERE r.deal_id = d.id), '[]') AS rms,
              coalesce(p.proposal_value, 0) AS "proposalValue", d.version
         FROM deals d JOIN clients c ON c.id = d.client_id ${LATEST_PROPOSAL}
        WHERE ${where}
        ORDER BY d.state_changed_at DESC NULLS LAST, d.id DESC
        LIMIT $${n + 3} OFFSET $${n + 4}`,
    [...params, query.perPage, pageOffset(query.page, query.perPage)],
  )
  return {
    items,
    info: { page: query.page, perPage: query.perPage, total: total?.total ?? 0 },
  }
}
