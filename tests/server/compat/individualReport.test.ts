/** The Individual Sales Report (/account) as existing clients ask it: by months of a year. */
import { describe, expect, it } from 'vitest'
import { serverForFile, USER_IDS } from '../harness.ts'
import { signedIn } from './compatClient.ts'

const server = serverForFile()

/** The year in which the RM recorded (or was named on) the most visits in the seed. */
async function busiestYear(): Promise<number> {
  const [row] = await server().db.query<{ year: number }>(
    `SELECT extract(year FROM v.visit_date)::int AS year FROM visits v
      WHERE v.user_id = $1 OR EXISTS (SELECT 1 FROM visit_rms r WHERE r.visit_id = v.id AND r.user_id = $1)
      GROUP BY 1 ORDER BY count(*) DESC, 1 DESC LIMIT 1`,
    [USER_IDS.rm],
  )
  return row!.year
}

describe('the Individual Sales Report lists asked with months and a year', () => {
  it('pages the visit, proposal and team proposal lists by /{userId}/{MM}/{MM}/{YYYY}/{page}/{perPage}/{search}', async () => {
    const rm = await signedIn(server(), 'rm')
    const year = await busiestYear()
    for (const list of [
      '/Pipeline/ind/visit',
      '/Pipeline/ind/proposal',
      '/pipeline/pic/proposal',
    ]) {
      const reply = await rm.get(`${list}/${rm.userId}/01/12/${year}/1/5/*`)
      expect(reply.status, `${list}: ${reply.text}`).toBe(200)
      expect(reply.body.info, list).toEqual({ page: 1, perPage: 5, total: expect.any(Number) })
      // The same rows as the range-picker shape over that whole year.
      const byDates = await rm.get(`${list}/${rm.userId}/${year}0101/${year}1231/1/5/*`)
      expect(reply.body, list).toEqual(byDates.body)
    }
    const visits = await rm.get(`/Pipeline/ind/visit/${rm.userId}/01/12/${year}/1/5/*`)
    expect(visits.body.info.total).toBeGreaterThan(0)
    expect(visits.body.items[0]).toMatchObject({
      visitId: expect.any(Number),
      company: expect.any(String),
      visitDate: expect.stringMatching(new RegExp(`^${year}-`)),
      rms: expect.any(Array),
      cons: expect.any(Array),
    })
  })

  it('takes months written without a leading zero and a search, and keeps to the months asked', async () => {
    const rm = await signedIn(server(), 'rm')
    const year = await busiestYear()
    const march = await rm.get(`/Pipeline/ind/visit/${rm.userId}/3/3/${year}/1/50/*`)
    expect(march.status, march.text).toBe(200)
    for (const item of march.body.items) expect(item.visitDate).toMatch(`${year}-03-`)
    const nothing = await rm.get(`/Pipeline/ind/visit/${rm.userId}/1/12/${year}/1/5/no-such-visit`)
    expect(nothing.body).toEqual({ items: [], info: { page: 1, perPage: 5, total: 0 } })
  })

  it('exports those lists with the same months and year: /pipeline/export/{list}/{userId}/{M}/{M}/{YYYY}/{search}', async () => {
    const rm = await signedIn(server(), 'rm')
    const year = await busiestYear()
    const list = await rm.get(`/Pipeline/ind/visit/${rm.userId}/1/12/${year}/1/500/*`)
    for (const kind of ['visit', 'proposal', 'pic/proposal']) {
      const reply = await rm.get(`/pipeline/export/${kind}/${rm.userId}/1/12/${year}/*`)
      expect(reply.status, `${kind}: ${reply.text}`).toBe(200)
      expect(reply.body).toMatchObject({ headers: expect.any(Array), items: expect.any(Array) })
    }
    const visits = await rm.get(`/pipeline/export/visit/${rm.userId}/01/12/${year}/*`)
    expect(visits.body.items).toHaveLength(list.body.info.total)
  })

  it("refuses months out of order or out of range (400 [{ description }]) and another RM's lists (403)", async () => {
    const rm = await signedIn(server(), 'rm')
    const after = await rm.get(`/Pipeline/ind/visit/${rm.userId}/12/01/2026/1/5/*`)
    expect(after.status).toBe(400)
    expect(after.body).toEqual([{ description: expect.stringContaining('fromMonth') }])
    const month13 = await rm.get(`/Pipeline/ind/proposal/${rm.userId}/01/13/2026/1/5/*`)
    expect(month13.status).toBe(400)
    expect(month13.body[0].description).toContain('toMonth')
    const rm2 = await signedIn(server(), 'rm2')
    const other = await rm2.get(`/Pipeline/ind/visit/${rm.userId}/01/12/2026/1/5/*`)
    expect(other.status).toBe(403)
  })
})

describe("an RM's own charts asked with months and a year", () => {
  it('answers /Pipeline/report/chart/rm/{ownId}/01/12/{YYYY} to the RM: four charts of twelve months', async () => {
    const rm = await signedIn(server(), 'rm')
    const year = await busiestYear()
    const reply = await rm.get(`/Pipeline/report/chart/rm/${rm.userId}/01/12/${year}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.map((chart: { title: string }) => chart.title)).toEqual([
      'No. Proposals',
      'Sales visit',
      'Proposal value',
      'Sales',
    ])
    for (const chart of reply.body) {
      expect(chart.xaxis).toHaveLength(12)
      expect(chart.series[0]).toEqual({
        month: expect.any(Number),
        target: expect.any(Number),
        actual: expect.any(Number),
        achievement: expect.any(Number),
      })
    }
    const visits = reply.body[1].series.reduce(
      (sum: number, p: { actual: number }) => sum + p.actual,
      0,
    )
    expect(visits).toBeGreaterThan(0)
    // What a manager reads of the same RM by the same path.
    const manager = await signedIn(server(), 'manager')
    const managers = await manager.get(`/Pipeline/report/chart/rm/${rm.userId}/01/12/${year}`)
    expect(managers.body).toEqual(reply.body)
  })

  it("answers every role its own charts, and someone else's only as the individual report allows", async () => {
    for (const who of ['admin', 'manager', 'rm2', 'viewer'] as const) {
      const user = await signedIn(server(), who)
      const own = await user.get(`/Pipeline/report/chart/rm/${user.userId}/1/12/2026`)
      expect(own.status, `${who}: ${own.text}`).toBe(200)
      expect(own.body, who).toHaveLength(4)
    }
    const rm2 = await signedIn(server(), 'rm2')
    const others = await rm2.get(`/Pipeline/report/chart/rm/${USER_IDS.rm}/01/12/2026`)
    expect(others.status).toBe(403)
    const viewer = await signedIn(server(), 'viewer')
    expect((await viewer.get(`/Pipeline/report/chart/rm/${USER_IDS.rm}/01/12/2026`)).status).toBe(
      403,
    )
    const backwards = await rm2.get(`/Pipeline/report/chart/rm/${rm2.userId}/12/01/2026`)
    expect(backwards.status).toBe(400)
    expect(backwards.body).toEqual([{ description: expect.stringContaining('fromMonth') }])
  })
})
