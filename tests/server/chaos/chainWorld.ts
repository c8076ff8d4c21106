/**
 * What the people of the chain scenario know: the master data the app caches (read once from the
 * server's database, as GET /pipeline/master would give it), the entities each person made
 * (with the id the screen held when it was made: a temp id stays in memory after its create
 * synced, as a dialog opened earlier would hold it), and the tag that names each new entity in
 * its text, so the server's rows can be counted per create. Invoices, teams and RMs are tagged in
 * their names too (`Invoice (admin-i4) ...`).
 */
import type { IdText } from '../../../src/contract/common.ts'
import type { Db } from '../../../src/server/db/db.ts'
import type { InvoiceFields } from '../../../src/entities/invoices/invoiceOps.ts'

export interface MasterRm {
  id: number
  name: string
  branch: string
  segment: string
}

export interface Master {
  tribes: IdText[]
  segments: IdText[]
  branches: IdText[]
  industries: IdText[]
  proposalTypes: IdText[]
  /** Active relationship managers (role 5). */
  rms: MasterRm[]
  /** Invoice periods of the seed: the only projection items the people move. */
  seededInvoiceIds: Set<number>
}

export async function readMaster(db: Db): Promise<Master> {
  const idText = (table: string) =>
    db.query<IdText>(`SELECT id, name AS text FROM ${table} ORDER BY id`)
  const rms = await db.query<MasterRm>(
    `SELECT u.id, u.name, coalesce(b.name, '') AS branch, coalesce(s.name, '') AS segment
       FROM users u LEFT JOIN branches b ON b.id = u.branch_id LEFT JOIN segments s ON s.id = u.segment_id
      WHERE u.role_id = 5 AND u.active AND u.deleted_at IS NULL ORDER BY u.id LIMIT 8`,
  )
  const invoices = await db.query<{ id: number }>('SELECT id FROM proposal_invoices')
  return {
    tribes: await idText('tribes'),
    segments: await idText('segments'),
    branches: await idText('branches'),
    industries: await idText('industries'),
    proposalTypes: await idText('proposal_types'),
    rms,
    seededInvoiceIds: new Set(invoices.map((row) => row.id)),
  }
}

/** `(rm-c12)`: device, kind letter, counter. */
export const TAG = /\(([a-z]+-[a-z]\d+)\)/

export const tagOf = (text: unknown): string | null =>
  typeof text === 'string' ? (TAG.exec(text)?.[1] ?? null) : null

export interface KnownContact {
  tag: string
  id: number
  /** Never named by a deal, visit or proposal: the one kind a person deletes. */
  spare: boolean
}

export interface KnownClient {
  tag: string
  id: number
  /** Made to be thrown away: no deal or visit is ever made on it, so it may be deleted. */
  spare: boolean
  contacts: KnownContact[]
}

export interface KnownDeal {
  tag: string
  id: number
  client: KnownClient
  /** The deal's contact as the detail shows it (set by the create and by client info). */
  contactId: number
  segmentId: number
  branchId: number
  picId: number
  visits: number[]
  proposals: number[]
}

/** An invoice without a deal one person made, with the form it last saved. */
export interface KnownInvoice {
  tag: string
  id: number
  /** Made to be deleted (the others are edited, moved back and invoiced). */
  spare: boolean
  fields: InvoiceFields
}

/** A team or an RM the admin made (the Team configuration, the Relationship Manager list). */
export interface KnownMade {
  tag: string
  id: number
  /** Made to be deleted. */
  spare: boolean
}

/** The entities one person made in the run. */
export class World {
  readonly clients: KnownClient[] = []
  readonly deals: KnownDeal[] = []
  /** Deals made to be deleted: nothing else is made on them (documents are uploaded to them). */
  readonly spareDeals: KnownDeal[] = []
  readonly invoices: KnownInvoice[] = []
  readonly teams: KnownMade[] = []
  readonly rms: KnownMade[] = []
  /** Visits with the deal they are on (null: standalone at `client`). */
  readonly visits: { id: number; deal: KnownDeal | null; client: KnownClient }[] = []
  readonly proposals: { id: number; deal: KnownDeal }[] = []
  /** Edits of what someone else made. */
  othersEdited = 0
  private counter = 0

  constructor(readonly person: string) {}

  tag(kind: 'c' | 'k' | 'd' | 'v' | 'p' | 'u' | 'i' | 't' | 'r' | 'f'): string {
    return `${this.person}-${kind}${++this.counter}`
  }

  /** The contacts a deal, visit or proposal of the client may name. */
  named(client: KnownClient): KnownContact[] {
    return client.contacts.filter((contact) => !contact.spare)
  }
}

const WORDS = ['Sejahtera', 'Makmur', 'Abadi', 'Nusantara', 'Mandiri', 'Sentosa', 'Jaya', 'Utama']
const FIRST = ['Budi', 'Sari', 'Agus', 'Dewi', 'Rudi', 'Wati', 'Hadi', 'Rina']
const DEPARTMENTS = ['Finance', 'Procurement', 'HR', 'IT', 'Operations']

export const pickWord = (roll: number): string => WORDS[Math.floor(roll * WORDS.length)]!
export const pickFirst = (roll: number): string => FIRST[Math.floor(roll * FIRST.length)]!
export const pickDepartment = (roll: number): string =>
  DEPARTMENTS[Math.floor(roll * DEPARTMENTS.length)]!

/** YYYY-MM-DD of a day `offset` days from today (UTC). */
export function day(offset = 0): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}
