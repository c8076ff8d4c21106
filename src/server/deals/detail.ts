import type { IdText } from '../../contract/common.ts'
import type {
  DealDetail,
  DealDocument,
  DealProposal,
  JournalEntry,
  RmShare,
  TribeShare,
} from '../../contract/deals.ts'
import { pathOf } from '../../contract/route.ts'
import { UPLOAD_ROUTES } from '../../contract/uploads.ts'
import { withWholeNominals } from '../../domain/shareNominals.ts'
import { DEAL_STATE } from '../../domain/stages.ts'
import type { Db } from '../db/db.ts'

interface DealRow {
  id: number
  name: string
  probability: number
  age: number
  deal_date: string
  state: 'open' | 'won' | 'lost'
  stage: number
  stage_name: string
  client_id: number
  company: string
  contact_id: number | null
  contact_name: string | null
  segment_id: number | null
  segment_name: string | null
  branch_id: number | null
  branch_name: string | null
  tribe_id: number | null
  tribe_name: string | null
  pic_id: number | null
  pic_name: string | null
  version: number
  updated_at: string
}

const STATE_TEXT = { open: DEAL_STATE.open, won: DEAL_STATE.won, lost: DEAL_STATE.lost } as const

const idText = (id: number | null, text: string | null): IdText | null =>
  id === null ? null : { id, text: text ?? '' }

/**
 * A 'prop' entry's info always carries id, filename and invoices (ProposalJournalInfo): entries
 * are written with them and migration 004 gave them to older ones; one whose proposal was gone
 * then gets its proposalId (or 0), '' and [].
 */
function proposalInfo(info: Record<string, unknown>): Record<string, unknown> {
  if ('id' in info && 'filename' in info && Array.isArray(info.invoices)) return info
  return {
    ...info,
    id: info.id ?? (typeof info.proposalId === 'number' ? info.proposalId : 0),
    filename: info.filename ?? '',
    invoices: Array.isArray(info.invoices) ? info.invoices : [],
  }
}

/** Rows of a part of several deals or proposals, grouped by `key` (which leaves the row). */
function groupBy<K extends string, T extends Record<K, number>>(
  rows: readonly T[],
  key: K,
): Map<number, Omit<T, K>[]> {
  const groups = new Map<number, Omit<T, K>[]>()
  for (const { [key]: owner, ...row } of rows) {
    const group = groups.get(owner)
    if (group) group.push(row)
    else groups.set(owner, [row])
  }
  return groups
}

/** The deal detail of api-notes "Shapes" (with its version); undefined when there is no such deal. */
export async function loadDealDetail(db: Db, dealId: number): Promise<DealDetail | undefined> {
  const [detail] = await loadDealDetails(db, [dealId])
  return detail
}

/**
 * The details of several deals (those that exist, by id) in a fixed number of queries: each part
 * is read for all of them at once and grouped by deal.
 */
export async function loadDealDetails(db: Db, dealIds: readonly number[]): Promise<DealDetail[]> {
  if (dealIds.length === 0) return []
  const ids = [...new Set(dealIds)]
  const deals = await db.query<DealRow>(
    `SELECT d.id, d.name, d.probability, d.state, d.stage, d.version,
            to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
            floor(extract(epoch FROM now() - d.created_at) / 86400)::int AS age,
            to_char(d.deal_date, 'YYYY-MM-DD') AS deal_date,
            s.name AS stage_name, d.client_id, c.company,
            d.contact_id, ct.name AS contact_name,
            d.segment_id, sg.name AS segment_name, d.branch_id, b.name AS branch_name,
            d.tribe_id, t.name AS tribe_name, d.pic_id, pic.name AS pic_name
       FROM deals d
       JOIN clients c ON c.id = d.client_id
       JOIN stages s ON s.id = d.stage
       LEFT JOIN contacts ct ON ct.id = d.contact_id
       LEFT JOIN segments sg ON sg.id = d.segment_id
       LEFT JOIN branches b ON b.id = d.branch_id
       LEFT JOIN tribes t ON t.id = d.tribe_id
       LEFT JOIN users pic ON pic.id = d.pic_id
      WHERE d.id = ANY($1::int[])
      ORDER BY d.id`,
    [ids],
  )
  if (deals.length === 0) return []
  const found = deals.map((deal) => deal.id)

  const [ages, members, tribes, rms, access, consultants, proposals, documents, history] =
    await Promise.all([
      db.query<{ deal_id: number; stage: number; days: number }>(
        `SELECT deal_id, stage,
                floor(sum(extract(epoch FROM coalesce(left_at, now()) - entered_at)) / 86400)::int AS days
           FROM deal_stage_history WHERE deal_id = ANY($1::int[]) GROUP BY deal_id, stage`,
        [found],
      ),
      db.query<IdText & { deal_id: number }>(
        `SELECT m.deal_id, ct.id, ct.name AS text
           FROM deal_members m JOIN contacts ct ON ct.id = m.contact_id
          WHERE m.deal_id = ANY($1::int[]) ORDER BY m.deal_id, ct.name, ct.id`,
        [found],
      ),
      db.query<TribeShare & { deal_id: number }>(
        `SELECT dt.deal_id, t.id, t.name AS text, dt.percent, dt.nominal, dt.use_percent AS "usePercent"
           FROM deal_tribes dt JOIN tribes t ON t.id = dt.tribe_id
          WHERE dt.deal_id = ANY($1::int[]) ORDER BY dt.deal_id, dt.position, t.id`,
        [found],
      ),
      db.query<RmShare & { deal_id: number }>(
        `SELECT r.deal_id, u.id AS "userId", u.name, u.email, r.percent AS percentage, r.percent,
                r.nominal, r.use_percent AS "usePercent"
           FROM deal_rms r JOIN users u ON u.id = r.user_id
          WHERE r.deal_id = ANY($1::int[]) ORDER BY r.deal_id, r.position, u.id`,
        [found],
      ),
      db.query<IdText & { deal_id: number }>(
        `SELECT a.deal_id, u.id, u.name AS text FROM deal_access a JOIN users u ON u.id = a.user_id
          WHERE a.deal_id = ANY($1::int[]) ORDER BY a.deal_id, u.id`,
        [found],
      ),
      db.query<IdText & { deal_id: number }>(
        `SELECT dc.deal_id, u.id, u.name AS text
           FROM deal_consultants dc JOIN users u ON u.id = dc.user_id
          WHERE dc.deal_id = ANY($1::int[]) ORDER BY dc.deal_id, u.name, u.id`,
        [found],
      ),
      loadProposals(db, found),
      db.query<DealDocument & { deal_id: number; document_type: number }>(
        `SELECT DISTINCT ON (deal_id, document_type) deal_id, id, filename, document_type
           FROM documents WHERE deal_id = ANY($1::int[])
          ORDER BY deal_id, document_type, id DESC`,
        [found],
      ),
      db.query<{
        deal_id: number
        type: JournalEntry['type']
        header1: string
        header2: string
        header3: string
        update_time: Date
        by_name: string | null
        info: Record<string, unknown>
      }>(
        `SELECT j.deal_id, j.type, j.header1, j.header2, j.header3, j.update_time,
                u.name AS by_name, j.info
           FROM deal_journal j LEFT JOIN users u ON u.id = j.updated_by
          WHERE j.deal_id = ANY($1::int[]) ORDER BY j.deal_id, j.update_time DESC, j.id DESC`,
        [found],
      ),
    ])

  const parts = {
    ages: groupBy(ages, 'deal_id'),
    members: groupBy(members, 'deal_id'),
    tribes: groupBy(tribes, 'deal_id'),
    rms: groupBy(rms, 'deal_id'),
    access: groupBy(access, 'deal_id'),
    consultants: groupBy(consultants, 'deal_id'),
    documents: groupBy(documents, 'deal_id'),
    history: groupBy(history, 'deal_id'),
  }
  return deals.map((deal) => {
    const proposal = proposals.get(deal.id) ?? null
    // Shares of the proposal's value: nominals as percents make them (domain/shareNominals.ts).
    const value = proposal?.proposalValue ?? 0
    const ages = parts.ages.get(deal.id) ?? []
    const documents = parts.documents.get(deal.id) ?? []
    const stageDays = (stage: number) => ages.find((row) => row.stage === stage)?.days ?? 0
    const document = (type: number): DealDocument | null => {
      const found = documents.find((row) => row.document_type === type)
      return found ? { id: found.id, filename: found.filename } : null
    }
    return {
      id: deal.id,
      name: deal.name,
      probability: deal.probability,
      age: deal.age,
      stages: [stageDays(1), stageDays(2), stageDays(3), stageDays(4), stageDays(5)],
      dealDate: deal.deal_date,
      clientId: deal.client_id,
      clientCompany: { id: deal.client_id, text: deal.company },
      clientContact: idText(deal.contact_id, deal.contact_name),
      clientMembers: parts.members.get(deal.id) ?? [],
      state: { text: STATE_TEXT[deal.state] },
      stage: { id: deal.stage, text: deal.stage_name },
      segment: idText(deal.segment_id, deal.segment_name),
      branch: idText(deal.branch_id, deal.branch_name),
      tribe: idText(deal.tribe_id, deal.tribe_name),
      tribes: withWholeNominals(parts.tribes.get(deal.id) ?? [], value),
      rms: withWholeNominals(parts.rms.get(deal.id) ?? [], value),
      access: parts.access.get(deal.id) ?? [],
      consultants: parts.consultants.get(deal.id) ?? [],
      pic: idText(deal.pic_id, deal.pic_name),
      proposal,
      pricing: document(1),
      agreement: document(2),
      history: (parts.history.get(deal.id) ?? []).map((row): JournalEntry => ({
        type: row.type,
        data: {
          header1: { text: row.header1 },
          header2: { text: row.header2 },
          header3: { text: row.header3 },
          updateTime: new Date(row.update_time).toISOString(),
          updateBy: { text: row.by_name ?? '' },
          info: row.type === 'prop' ? proposalInfo(row.info) : row.info,
        },
      })),
      version: deal.version,
      updatedAt: deal.updated_at,
    }
  })
}

/** Each deal's current proposal (its latest one), by deal. */
async function loadProposals(
  db: Db,
  dealIds: readonly number[],
): Promise<Map<number, DealProposal>> {
  const rows = await db.query<{
    deal_id: number
    id: number
    filename: string
    file_id: number | null
    proposal_value: number
    type_id: number | null
    type_name: string | null
    sent_by_id: number | null
    sent_date: string | null
    version: number
  }>(
    `SELECT DISTINCT ON (p.deal_id) p.deal_id, p.id, p.filename, p.file_id, p.proposal_value,
            p.type_id, pt.name AS type_name, p.sent_by_id,
            to_char(p.sent_date, 'YYYY-MM-DD') AS sent_date, p.version
       FROM proposals p LEFT JOIN proposal_types pt ON pt.id = p.type_id
      WHERE p.deal_id = ANY($1::int[]) ORDER BY p.deal_id, p.id DESC`,
    [dealIds],
  )
  const proposals = new Map<number, DealProposal>()
  if (rows.length === 0) return proposals
  const proposalIds = rows.map((row) => row.id)
  const [contacts, invoices] = await Promise.all([
    db.query<{ proposal_id: number; contact_id: number }>(
      `SELECT proposal_id, contact_id FROM proposal_contacts WHERE proposal_id = ANY($1::int[])
        ORDER BY proposal_id, contact_id`,
      [proposalIds],
    ),
    db.query<DealProposal['invoices'][number] & { proposal_id: number }>(
      `SELECT proposal_id, id, to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
              amount AS "invoiceAmount", remarks
         FROM proposal_invoices WHERE proposal_id = ANY($1::int[])
        ORDER BY proposal_id, invoice_date, position, id`,
      [proposalIds],
    ),
  ])
  const contactsOf = groupBy(contacts, 'proposal_id')
  const invoicesOf = groupBy(invoices, 'proposal_id')
  for (const row of rows) {
    proposals.set(row.deal_id, {
      id: row.id,
      filename: row.filename,
      url: row.file_id === null ? null : pathOf(UPLOAD_ROUTES.fileView, { fileId: row.file_id }),
      proposalValue: row.proposal_value,
      proposalType: { id: row.type_id ?? 0, text: row.type_name ?? '' },
      sentById: row.sent_by_id ?? 0,
      sentDate: row.sent_date,
      contactIds: (contactsOf.get(row.id) ?? []).map((contact) => contact.contact_id),
      invoices: invoicesOf.get(row.id) ?? [],
      version: row.version,
    })
  }
  return proposals
}
