/**
 * Owner share nominals as existing clients check them: a deal detail whose tribe or RM nominals do
 * not add up to the proposal value makes the client re-save the owners as soon as it opens.
 */
import { describe, expect, it } from 'vitest'
import { NOT_OWNED_BY, takeDeal } from '../fixtures.ts'
import { serverForFile, USER_IDS, type Json } from '../harness.ts'
import { signedIn, type CompatClient, type Reply } from './compatClient.ts'

const server = serverForFile()

const WITH_PROPOSAL = `d.state = 'open' AND EXISTS
  (SELECT 1 FROM proposals p WHERE p.deal_id = d.id AND p.proposal_value > 0)`

const total = (shares: { nominal: number }[]) => shares.reduce((sum, s) => sum + s.nominal, 0)

/**
 * What the client's Owners card does when the detail opens: with a proposal, when either list's
 * nominals do not add up to its value, it re-saves the owners, each nominal percent / 100 x value.
 * Answers that call's reply, or null when the nominals add up and nothing is sent.
 */
async function ownersCardOpens(client: CompatClient, detail: Json): Promise<Reply | null> {
  const { proposal, tribes, rms } = detail
  if (!proposal) return null
  const value = proposal.proposalValue
  if (total(rms) === value && total(tribes) === value) return null
  return client.post('/pipeline/owners', {
    dealId: detail.id,
    userId: client.userId,
    segmentId: detail.segment.id,
    branchId: detail.branch.id,
    consultants: detail.consultants.map((c: { id: number }) => c.id),
    rms: rms.map((r: Json) => ({ ...r, nominal: (r.percentage / 100) * value })),
    tribes: tribes.map((t: Json) => ({ tribeId: t.id, ...t, nominal: (t.percent / 100) * value })),
    picId: detail.pic?.id ?? 0,
  })
}

/** What a write to the deal would change: its version, journal and owners. */
const dealState = async (dealId: number) =>
  (
    await server().db.query(
      `SELECT d.version,
              (SELECT count(*) FROM deal_journal j WHERE j.deal_id = d.id)::int AS journal,
              (SELECT string_agg(concat_ws(':', user_id, percent, nominal), ',' ORDER BY position)
                 FROM deal_rms WHERE deal_id = d.id) AS rms,
              (SELECT string_agg(concat_ws(':', tribe_id, percent, nominal), ',' ORDER BY position)
                 FROM deal_tribes WHERE deal_id = d.id) AS tribes
         FROM deals d WHERE d.id = $1`,
      [dealId],
    )
  )[0]

describe('share nominals on the deal detail', () => {
  it('lets an RM open a deal it does not own without any write: the nominals add up to the proposal value', async () => {
    const rm = await signedIn(server(), 'rm')
    const dealId = await takeDeal(server(), `${WITH_PROPOSAL} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const before = await dealState(dealId)
    const reply = await rm.get(`/Pipeline/detail/${dealId}`)
    expect(reply.status, reply.text).toBe(200)
    const value = reply.body.proposal.proposalValue
    expect(value).toBeGreaterThan(0)
    expect(total(reply.body.rms)).toBe(value)
    expect(total(reply.body.tribes)).toBe(value)
    for (const share of reply.body.rms) {
      expect(Math.abs(share.nominal - (share.percentage / 100) * value)).toBeLessThan(
        value * 1e-6 + 1,
      )
    }
    expect(await ownersCardOpens(rm, reply.body)).toBeNull()
    expect(await dealState(dealId)).toEqual(before)
  })

  it('answers nominals adding up on every seeded deal with a proposal, so no one re-saves them', async () => {
    const admin = await signedIn(server(), 'admin')
    const deals = await server().db.query<{ id: number }>(
      `SELECT d.id FROM deals d WHERE ${WITH_PROPOSAL} ORDER BY d.id LIMIT 40`,
    )
    for (const { id } of deals) {
      const before = await dealState(id)
      const reply = await admin.get(`/Pipeline/detail/${id}`)
      expect(await ownersCardOpens(admin, reply.body), `deal ${id}`).toBeNull()
      expect(await dealState(id), `deal ${id}`).toEqual(before)
    }
  })

  it('settles the roundings of shares saved as percentages of an odd value (33.3333% x 3, 50/50)', async () => {
    const admin = await signedIn(server(), 'admin')
    const dealId = await takeDeal(server(), WITH_PROPOSAL)
    await server().db.query(
      `UPDATE proposals SET proposal_value = 100000001
        WHERE id = (SELECT max(id) FROM proposals WHERE deal_id = $1)`,
      [dealId],
    )
    const saved = await admin.post('/pipeline/owners', {
      dealId,
      userId: admin.userId,
      segmentId: 1,
      branchId: 1,
      consultants: [],
      rms: [3, 4, 2].map((userId) => ({
        userId,
        percent: 33.3333,
        nominal: null,
        usePercent: true,
      })),
      tribes: [1, 2].map((tribeId) => ({ tribeId, percent: 50, nominal: 0, usePercent: true })),
      picId: 0,
    })
    expect(saved.status, saved.text).toBe(200)
    const reply = await admin.get(`/Pipeline/detail/${dealId}`)
    expect(reply.body.proposal.proposalValue).toBe(100_000_001)
    expect(total(reply.body.rms)).toBe(100_000_001)
    expect(reply.body.tribes.map((t: Json) => t.nominal)).toEqual([50_000_001, 50_000_000])
    const before = await dealState(dealId)
    expect(await ownersCardOpens(admin, reply.body)).toBeNull()
    expect(await dealState(dealId)).toEqual(before)
  })
})

describe('share nominals on the invoice lists', () => {
  const invoicesOf = async (admin: CompatClient) => {
    const lists = await Promise.all(
      [0, 1].map((flag) => admin.get(`/pipeline/invoice/0/0/0/0/${flag}`)),
    )
    return lists.flatMap((reply) => reply.body.invoice as Json[])
  }

  it('answers each invoice its RM and tribe nominals adding up to its amount, stored ones stale too', async () => {
    const admin = await signedIn(server(), 'admin')
    const [first] = (await invoicesOf(admin)).filter((invoice) => invoice.rms.length > 1)
    // As if its amount changed after its shares were saved with nominals of 0.
    await server().db.query('UPDATE invoices SET amount = 100000001 WHERE id = $1', [
      first.invoiceId,
    ])
    await server().db.query('UPDATE invoice_rms SET nominal = 0 WHERE invoice_id = $1', [
      first.invoiceId,
    ])
    let checked = 0
    for (const invoice of await invoicesOf(admin)) {
      for (const list of ['rms', 'tribes']) {
        const percents = invoice[list].reduce((sum: number, s: Json) => sum + s.percent, 0)
        if (Math.abs(percents - 100) > 0.005) continue
        expect(total(invoice[list]), `invoice ${invoice.invoiceId} ${list}`).toBe(invoice.amount)
        if (invoice.invoiceId === first.invoiceId) checked += 1
      }
    }
    expect(checked).toBe(2)
  })
})
