/** A sales visit's deal journal entry as existing clients show it: 'DD MMM YYYY | HH:mm'. */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { serverForFile, USER_IDS, type Json } from '../harness.ts'
import { EXTRA, OPEN, signedIn, takeDealFacts, type CompatClient } from './compatClient.ts'

const server = serverForFile()

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (value: number) => String(value).padStart(2, '0')

/** What such a client shows of a journal time: its date library's 'DD MMM YYYY | HH:mm'. */
function shownAs(value: unknown): string {
  const date = new Date(String(value))
  if (Number.isNaN(date.getTime())) return 'Invalid date'
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()} | ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`
}

const meetingOf = async (client: CompatClient, dealId: number, visitId: number) => {
  const detail = await client.get(`/Pipeline/detail/${dealId}`)
  expect(detail.status, detail.text).toBe(200)
  return detail.body.history.find(
    (entry: Json) => entry.type === 'meeting' && entry.data.info.visitId === visitId,
  )
}

describe("a sales visit's journal entry", () => {
  it('carries info.fromTime and info.toTime as ISO date-times, shown as the visit date and times entered', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN)
    const body = {
      id: 0,
      dealId: deal.dealId,
      userId: admin.userId,
      clientId: deal.clientId,
      visitDate: '2026-11-24',
      startTime: '14:00',
      endTime: '15:30',
      contacts: [deal.contactIds[0]],
      rms: [USER_IDS.rm],
      consultants: [],
      tribes: [1],
      location: 'Jakarta',
      objective: 'Present the workshop',
      nextStep: '',
      remark: '',
      ...EXTRA,
    }
    const created = await admin.post('/pipeline/visit', body)
    expect(created.status, created.text).toBe(200)
    const visitId = created.body.id

    const meeting = await meetingOf(admin, deal.dealId, visitId)
    expect(meeting.data.info.fromTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    expect(shownAs(meeting.data.info.fromTime)).toBe('24 Nov 2026 | 14:00')
    expect(shownAs(meeting.data.info.toTime)).toBe('24 Nov 2026 | 15:30')

    const edited = await admin.put(`/pipeline/visit/${visitId}`, {
      ...body,
      id: visitId,
      visitDate: '2026-11-25',
      startTime: '08:15',
      endTime: '09:00',
    })
    expect(edited.status, edited.text).toBe(200)
    const rewritten = await meetingOf(admin, deal.dealId, visitId)
    expect(shownAs(rewritten.data.info.fromTime)).toBe('25 Nov 2026 | 08:15')
    expect(shownAs(rewritten.data.info.toTime)).toBe('25 Nov 2026 | 09:00')
  })

  it("carries them so on the seed's visits too: none shows as Invalid date", async () => {
    const admin = await signedIn(server(), 'admin')
    const [row] = await server().db.query<{ deal_id: number }>(
      `SELECT deal_id FROM deal_journal WHERE type = 'meeting' ORDER BY deal_id LIMIT 1`,
    )
    const detail = await admin.get(`/Pipeline/detail/${row!.deal_id}`)
    const meetings = detail.body.history.filter((entry: Json) => entry.type === 'meeting')
    expect(meetings.length).toBeGreaterThan(0)
    for (const { data } of meetings) {
      expect(shownAs(data.info.fromTime)).not.toBe('Invalid date')
      expect(shownAs(data.info.toTime)).not.toBe('Invalid date')
    }
  })

  it('gets ISO date-times from migration 008 when it was written with bare times', async () => {
    const [visit] = await server().db.query<{ id: number; deal_id: number; day: string }>(
      `SELECT id, deal_id, to_char(visit_date, 'YYYY-MM-DD') AS day FROM visits
        WHERE deal_id IS NOT NULL ORDER BY id LIMIT 1`,
    )
    const entry = async (info: Record<string, unknown>) =>
      (
        await server().db.query<{ id: number }>(
          `INSERT INTO deal_journal (deal_id, type, header1, header2, header3, updated_by, info)
           VALUES ($1, 'meeting', 'Sales visit', 'PT Lama', 'Old', $2, $3::jsonb) RETURNING id`,
          [visit!.deal_id, USER_IDS.admin, JSON.stringify(info)],
        )
      )[0]!.id
    const withDate = await entry({
      visitId: 0,
      visitDate: '2025-03-04',
      fromTime: '09:00',
      toTime: '10:30:00',
    })
    const ofVisit = await entry({ visitId: visit!.id, fromTime: '13:00', toTime: '14:00' })
    const neither = await entry({ visitId: 0, fromTime: '13:00', toTime: '14:00' })
    await server().db.exec(
      await readFile(
        new URL('../../../src/server/db/migrations/008_visit_journal_times.sql', import.meta.url),
        'utf8',
      ),
    )
    const infoOf = async (id: number) =>
      (
        await server().db.query<{ info: Json }>('SELECT info FROM deal_journal WHERE id = $1', [id])
      )[0]!.info
    expect(await infoOf(withDate)).toMatchObject({
      visitDate: '2025-03-04',
      fromTime: '2025-03-04T09:00:00',
      toTime: '2025-03-04T10:30:00',
    })
    expect(await infoOf(ofVisit)).toMatchObject({
      fromTime: `${visit!.day}T13:00:00`,
      toTime: `${visit!.day}T14:00:00`,
    })
    expect(await infoOf(neither)).toMatchObject({ fromTime: '13:00', toTime: '14:00' })
  })
})
