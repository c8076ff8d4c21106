/** Picks seeded rows for tests, each at most once per file, so tests do not disturb each other. */
import type { TestServer } from './harness.ts'

const taken = new Set<number>()

/** A deal matching `where` (SQL on deals d) not yet used by another test of the file. */
export async function takeDeal(
  server: TestServer,
  where: string,
  params: unknown[] = [],
): Promise<number> {
  const rows = await server.db.query<{ id: number }>(
    `SELECT d.id FROM deals d WHERE ${where} ORDER BY d.id`,
    params,
  )
  const found = rows.find((row) => !taken.has(row.id))
  if (!found) throw new Error(`no unused deal where ${where}`)
  taken.add(found.id)
  return found.id
}

export const OWNED_BY = (userId: number) =>
  `EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id AND r.user_id = ${userId})`
export const NOT_OWNED_BY = (userId: number) =>
  `NOT EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id AND r.user_id = ${userId})
   AND NOT EXISTS (SELECT 1 FROM deal_access a WHERE a.deal_id = d.id AND a.user_id = ${userId})`
export const WITH_INVOICE_PERIOD = `EXISTS (SELECT 1 FROM proposals p JOIN proposal_invoices pi
  ON pi.proposal_id = p.id WHERE p.deal_id = d.id)`
export const WITHOUT_INVOICE_PERIOD = `NOT ${WITH_INVOICE_PERIOD}`

export async function count(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`SELECT (${sql})::bigint AS n`, params)
  return row!.n
}

/** The first contact (lowest id) of the deal's client. */
export async function firstContactOf(server: TestServer, dealId: number): Promise<number> {
  const [contact] = await server.db.query<{ id: number }>(
    `SELECT ct.id FROM contacts ct JOIN deals d ON d.client_id = ct.client_id WHERE d.id = $1
      ORDER BY ct.id LIMIT 1`,
    [dealId],
  )
  return contact!.id
}
