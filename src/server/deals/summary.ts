import type { IdText } from '../../contract/common.ts'
import type { DealSummary } from '../../contract/deals.ts'
import { DEAL_STATE } from '../../domain/stages.ts'
import type { Db } from '../db/db.ts'
import { invoiceLines } from '../proposals/store.ts'

interface SummaryRow {
  name: string
  client_id: number
  company: string
  stage: number
  stage_name: string
  state: 'open' | 'won' | 'lost'
  probability: number
  age: number
  deal_date: string
  version: number
  proposal_id: number | null
  proposal_value: number | null
  proposals: number
  tobe: number
  invoiced: number
  visits: number
  last_visit: string | null
  rms: IdText[]
  tribes: IdText[]
  last_status: { status: string; lastUpdated: string } | null
}

const STATE_TEXT = { open: DEAL_STATE.open, won: DEAL_STATE.won, lost: DEAL_STATE.lost } as const

/** The deal at a glance (GET /pipeline/summary/{dealId}); undefined when it does not exist. */
export async function readDealSummary(db: Db, dealId: number): Promise<DealSummary | undefined> {
  const [deal] = await db.query<SummaryRow>(
    `SELECT d.name, d.client_id, c.company, d.stage, s.name AS stage_name, d.state, d.probability,
            floor(extract(epoch FROM now() - d.created_at) / 86400)::int AS age,
            to_char(d.deal_date, 'YYYY-MM-DD') AS deal_date, d.version,
            lp.id AS proposal_id, lp.proposal_value,
            (SELECT count(*) FROM proposals WHERE deal_id = d.id)::int AS proposals,
            (SELECT coalesce(sum(amount), 0) FROM invoices WHERE deal_id = d.id AND status = 'tobe') AS tobe,
            (SELECT coalesce(sum(amount), 0) FROM invoices WHERE deal_id = d.id AND status = 'invoiced') AS invoiced,
            (SELECT count(*) FROM visits WHERE deal_id = d.id)::int AS visits,
            (SELECT to_char(max(visit_date), 'YYYY-MM-DD') FROM visits WHERE deal_id = d.id) AS last_visit,
            coalesce((SELECT json_agg(json_build_object('id', u.id, 'text', u.name) ORDER BY r.position, u.id)
                        FROM deal_rms r JOIN users u ON u.id = r.user_id WHERE r.deal_id = d.id), '[]') AS rms,
            coalesce((SELECT json_agg(json_build_object('id', t.id, 'text', t.name) ORDER BY dt.position, t.id)
                        FROM deal_tribes dt JOIN tribes t ON t.id = dt.tribe_id WHERE dt.deal_id = d.id), '[]') AS tribes,
            (SELECT json_build_object('status', su.status, 'lastUpdated',
                      to_char(su.last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
               FROM status_updates su WHERE su.deal_id = d.id
              ORDER BY su.last_updated DESC, su.id DESC LIMIT 1) AS last_status
       FROM deals d
       JOIN clients c ON c.id = d.client_id
       JOIN stages s ON s.id = d.stage
       LEFT JOIN LATERAL (SELECT id, proposal_value FROM proposals WHERE deal_id = d.id
                           ORDER BY id DESC LIMIT 1) lp ON true
      WHERE d.id = $1`,
    [dealId],
  )
  if (!deal) return undefined
  const periods = deal.proposal_id === null ? [] : await invoiceLines(db, deal.proposal_id)
  const proposalValue = deal.proposal_value ?? 0
  return {
    dealId,
    dealName: deal.name,
    client: { id: deal.client_id, text: deal.company },
    stage: { id: deal.stage, text: deal.stage_name },
    state: { text: STATE_TEXT[deal.state] },
    probability: deal.probability,
    age: deal.age,
    dealDate: deal.deal_date,
    rms: deal.rms,
    tribes: deal.tribes,
    proposalValue,
    valueAfterProbability: Math.round((proposalValue * deal.probability) / 100),
    proposals: deal.proposals,
    invoicePeriod: periods.length,
    invoicePeriods: periods,
    projectedAmount: periods.reduce((sum, line) => sum + line.invoiceAmount, 0),
    toBeInvoicedAmount: deal.tobe,
    invoicedAmount: deal.invoiced,
    visits: deal.visits,
    lastVisitDate: deal.last_visit,
    lastStatus: deal.last_status,
    version: deal.version,
  }
}
