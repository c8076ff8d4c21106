/**
 * The owners' shares of a deal or an invoice (RMs and tribes: percent, nominal, which one counts),
 * replaced whole in the order sent; a nominal is stored whole.
 */
import type { Db } from './db.ts'

export interface Share {
  /** The RM's user id or the tribe's id. */
  id: number
  percent: number
  nominal: number
  usePercent: boolean
}

/** The share tables and their columns: fixed names, never input. */
const SHARE_TABLES = {
  dealRms: { table: 'deal_rms', owner: 'deal_id', member: 'user_id' },
  dealTribes: { table: 'deal_tribes', owner: 'deal_id', member: 'tribe_id' },
  invoiceRms: { table: 'invoice_rms', owner: 'invoice_id', member: 'user_id' },
  invoiceTribes: { table: 'invoice_tribes', owner: 'invoice_id', member: 'tribe_id' },
} as const

export async function replaceShares(
  db: Db,
  kind: keyof typeof SHARE_TABLES,
  ownerId: number,
  shares: readonly Share[],
): Promise<void> {
  const { table, owner, member } = SHARE_TABLES[kind]
  await db.query(`DELETE FROM ${table} WHERE ${owner} = $1`, [ownerId])
  await db.query(
    `INSERT INTO ${table} (${owner}, ${member}, percent, nominal, use_percent, position)
     SELECT $1, s.id, s.percent, round(s.nominal), s.use_percent, s.position - 1
       FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::boolean[]) WITH ORDINALITY
            AS s(id, percent, nominal, use_percent, position)`,
    [
      ownerId,
      shares.map((share) => share.id),
      shares.map((share) => share.percent),
      shares.map((share) => share.nominal),
      shares.map((share) => share.usePercent),
    ],
  )
}
