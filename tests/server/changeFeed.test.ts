import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANGES_MAX_LIMIT } from '../../src/contract/changeFeed.ts'
import type { FeedInfo } from '../../src/contract/changeFeedInfo.ts'
import type { ClientDetail, ClientList, ClientSaveRequest } from '../../src/contract/clients.ts'
import type { ContactList } from '../../src/contract/contacts.ts'
import type { DealDetail } from '../../src/contract/deals.ts'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { readConfig } from '../../src/server/config.ts'
import { pruneChangeLog } from '../../src/server/feed/log.ts'
import { takeDeal, WITH_INVOICE_PERIOD } from './fixtures.ts'
import { callers, EMAILS, serverForFile, startTestServer, USER_IDS } from './harness.ts'
import type { Caller, TestServer } from './harness.ts'
import {
  cursorNow,
  cursorParts,
  cursorWith,
  dealIds,
  expectEmpty,
  horizonOf,
  ids,
  page,
  sorted,
  walk,
} from './feedWalk.ts'

const server = serverForFile()
const OPEN = `d.state = 'open'`

async function column(sql: string, params: unknown[] = []): Promise<number[]> {
  const rows = await server().db.query<{ id: number }>(sql, params)
  return sorted(rows.map((row) => row.id))
}

const ON_DEAL = `(EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id AND r.user_id = $1)
  OR EXISTS (SELECT 1 FROM deal_access a WHERE a.deal_id = d.id AND a.user_id = $1))`

const openDealsOf = (userId: number) =>
  column(`SELECT d.id FROM deals d WHERE d.state = 'open' AND ${ON_DEAL}`, [userId])

/** Changed (the deal, a part of it, or a status update) in the last six months. */
const RECENT = `greatest(d.updated_at,
  (SELECT max(s.last_updated) FROM status_updates s WHERE s.deal_id = d.id)) >= now() - interval '6 months'`

/** The open deals whose details a role other than RM keeps: those it is on, and recent ones. */
const keptDetailsOf = (userId: number) =>
  column(`SELECT d.id FROM deals d WHERE d.state = 'open' AND (${ON_DEAL} OR ${RECENT})`, [userId])

/** Every contact of the clients of these deals: the contacts a device keeps with their details. */
const contactsOfDeals = (dealIds: readonly number[]) =>
  column(
    `SELECT ct.id FROM contacts ct WHERE ct.client_id IN (SELECT client_id FROM deals WHERE id = ANY($1::int[]))`,
    [dealIds],
  )

/** Each id once, ascending (a walk of several pages may carry a contact on two of them). */
const onceEach = (rows: readonly { id: number }[]): number[] => [...new Set(ids(rows))]

describe('GET /sync', () => {
  it("answers the feed info with the sections of the user's pages, and 401 without a token", async () => {
    const { viewer, rm } = await callers(server())
    const info = await viewer.get<FeedInfo>('/sync')
    expect(info.status).toBe(200)
    const everyRole = ['clients', 'contacts', 'deals', 'dealDetails', 'statusUpdates']
    const people = ['targets', 'teams', 'profile', 'rms', 'stale', 'reportMarks']
    expect(info.body).toEqual({
      changeFeed: {
        version: 2,
        maxLimit: CHANGES_MAX_LIMIT,
        sections: [...everyRole, ...people],
        live: true,
      },
    })
    // An RM keeps the Invoice screen's lists.
    expect((await rm.get<FeedInfo>('/sync')).body.changeFeed.sections).toEqual([
      ...everyRole,
      'invoices',
      ...people,
    ])
    expect((await server().api('GET', '/sync')).status).toBe(401)
    expect((await server().api('GET', '/sync/changes?since=0')).status).toBe(401)
  })
})

describe('a full window (since 0)', () => {
  it('holds the pipeline list and the lost deals as cards, and the details of the open deals changed in six months', async () => {
    const { admin } = await callers(server())
    const feed = await walk(admin, '0', CHANGES_MAX_LIMIT)
    expect(feed.full).toBe(true)
    expect(feed.pages).toHaveLength(1)

    const pipeline = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0')
    const byId = (a: { dealId: number }, b: { dealId: number }) => a.dealId - b.dealId
    const open = feed.deals.upserts.filter((card) => card.state === 'open')
    expect(open.every((card) => card.lostAt === null)).toBe(true)
    expect(open.map(({ lostAt: _, ...card }) => card).sort(byId)).toEqual(pipeline.body.sort(byId))
    const lost = await admin.get('/pipeline/lostdeal/0/0/0/0/0/1/500/*')
    expect(lost.body.info.total).toBeLessThan(500)
    const lostCards = feed.deals.upserts.filter((card) => card.state === 'lost')
    expect(dealIds(lostCards)).toEqual(dealIds(lost.body.items))
    // Their lostAt puts them in the list's order: the newest loss first, then the higher id.
    const newestLossFirst = [...lostCards].sort(
      (a, b) => (b.lostAt ?? '').localeCompare(a.lostAt ?? '') || b.dealId - a.dealId,
    )
    expect(newestLossFirst.map((card) => card.dealId)).toEqual(
      lost.body.items.map((row: { dealId: number }) => row.dealId),
    )
    expect(feed.deals.upserts.every((card) => card.state !== 'won')).toBe(true)

    const kept = await keptDetailsOf(USER_IDS.admin)
    expect(ids(feed.dealDetails.upserts)).toEqual(kept)
    // The demo data spans two years: the briefcase leaves out the details of the quiet deals.
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(open.length)
    for (const detail of feed.dealDetails.upserts.slice(0, 5)) {
      expect(detail).toEqual((await admin.get(`/Pipeline/detail/${detail.id}`)).body)
    }
    const withStatus = [...new Set(feed.statusUpdates.map((s) => s.dealId))].slice(0, 5)
    expect(withStatus.length).toBeGreaterThan(0)
    for (const dealId of withStatus) {
      expect(feed.statusUpdates.filter((s) => s.dealId === dealId)).toEqual(
        (await admin.get(`/Pipeline/status/${dealId}`)).body,
      )
    }

    const clients = await admin.get<ClientList>('/clients/list/0/0/0/1/500/*')
    expect(ids(feed.clients.upserts)).toEqual(await column('SELECT id FROM clients'))
    for (const row of clients.body.clients) {
      expect(feed.clients.upserts.find((client) => client.id === row.id)).toEqual(row)
    }
    // The contacts of the companies whose deals it keeps in full, not every contact.
    const keptContacts = await contactsOfDeals(kept)
    expect(ids(feed.contacts.upserts)).toEqual(keptContacts)
    expect(keptContacts.length).toBeGreaterThan(0)
    expect(keptContacts.length).toBeLessThan((await column('SELECT id FROM contacts')).length)
    const contacts = await admin.get<ContactList>('/clients/contact/0/0/1/500/*')
    const listed = contacts.body.contacts.filter((row) => keptContacts.includes(row.id))
    expect(listed.length).toBeGreaterThan(0)
    for (const row of listed) {
      expect(feed.contacts.upserts.find((contact) => contact.id === row.id)).toEqual(row)
    }

    for (const key of ['deals', 'dealDetails', 'clients', 'contacts'] as const) {
      expect(feed[key].deletes).toEqual([])
    }
    // Ids of each kind (contacts come with deals): a target's person answers two years, the
    // admin's profile is one more.
    expect(feed.total).toBe(
      feed.deals.upserts.length +
        feed.clients.upserts.length +
        feed.invoices.upserts.length +
        feed.targets.upserts.length / 2 +
        feed.teams.upserts.length +
        feed.rms.upserts.length +
        1,
    )
  })

  it('gives an rm (role 5) the cards of everyone but the details of its own open deals only', async () => {
    const { admin, rm } = await callers(server())
    const [mine, all] = [await walk(rm, '0', CHANGES_MAX_LIMIT), await walk(admin, '0')]
    const own = await openDealsOf(USER_IDS.rm)
    expect(own.length).toBeGreaterThan(0)
    expect(ids(mine.dealDetails.upserts)).toEqual(own)
    expect(dealIds(mine.deals.upserts)).toEqual(dealIds(all.deals.upserts))
    expect(mine.deals.upserts.filter((card) => card.state === 'open').length).toBeGreaterThan(
      own.length,
    )
    const detailed = new Set(own)
    expect(mine.statusUpdates.every((s) => detailed.has(s.dealId))).toBe(true)
    expect(ids(mine.clients.upserts)).toEqual(ids(all.clients.upserts))
    expect(ids(mine.contacts.upserts)).toEqual(await contactsOfDeals(own))
  })

  it('walks pages of a small limit to next: null; together they are the one-page answer', async () => {
    const { manager } = await callers(server())
    const whole = await walk(manager, '0', CHANGES_MAX_LIMIT)
    const paged = await walk(manager, '0', 97)
    expect(paged.pages.length).toBe(Math.ceil(whole.total / 97))
    for (const part of paged.pages) {
      // A page's entities; the contacts come with their deals' details, beyond the limit.
      const entities = part.clients.upserts.length + part.deals.upserts.length
      expect(entities).toBeLessThanOrEqual(97)
      expect(part.total).toBe(whole.total)
    }
    expect(paged.pages.at(-1)!.next).toBeNull()
    // Sorted lists are equal only when each id came once.
    expect(dealIds(paged.deals.upserts)).toEqual(dealIds(whole.deals.upserts))
    expect(ids(paged.clients.upserts)).toEqual(ids(whole.clients.upserts))
    expect(onceEach(paged.contacts.upserts)).toEqual(ids(whole.contacts.upserts))
    expect(ids(paged.dealDetails.upserts)).toEqual(ids(whole.dealDetails.upserts))
    expect(paged.statusUpdates.length).toBe(whole.statusUpdates.length)
  })
})

describe('a refresh (since a cursor)', () => {
  it('answers empty lists when nothing changed', async () => {
    const { admin } = await callers(server())
    const cursor = (await walk(admin, '0')).until
    const refresh = await walk(admin, cursor)
    expect(refresh.full).toBe(false)
    expect(refresh.pages).toHaveLength(1)
    expect(refresh.total).toBe(0)
    expectEmpty(refresh)
    expect(horizonOf(refresh.until)).toBeGreaterThanOrEqual(horizonOf(cursor))
  })

  it("shows a deal moved to another stage (card, detail, status updates, its company's contacts) and nothing else", async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage < 5`)
    const before = await admin.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    const cursor = await cursorNow(admin)
    const moved = await admin.get(
      `/pipeline/drop/${dealId}/${USER_IDS.admin}/${before.body.stage.id + 1}`,
    )
    expect(moved.status).toBe(200)

    const refresh = await walk(admin, cursor)
    expect(refresh.full).toBe(false)
    expect(refresh.deals.upserts).toHaveLength(1)
    expect(refresh.deals.upserts[0]).toMatchObject({
      dealId,
      stage: before.body.stage.id + 1,
      state: 'open',
      version: moved.body.version,
    })
    expect(refresh.dealDetails.upserts).toEqual([
      (await admin.get(`/Pipeline/detail/${dealId}`)).body,
    ])
    expect(refresh.statusUpdates).toEqual((await admin.get(`/Pipeline/status/${dealId}`)).body)
    expect(refresh.clients).toEqual({ upserts: [], deletes: [] })
    // Its company's contacts come with the detail: a deal entering the scope brings them.
    expect(ids(refresh.contacts.upserts)).toEqual(await contactsOfDeals([dealId]))
    expect(refresh.contacts.deletes).toEqual([])
    expect(refresh.deals.deletes).toEqual([])
    expect(refresh.dealDetails.deletes).toEqual([])
    expectEmpty(await walk(admin, refresh.until))
  })

  it("shows a renamed client, its contacts' and deals' new company name, and nothing else", async () => {
    const { admin, rm } = await callers(server())
    const [client] = await server().db.query<{ id: number }>(
      `SELECT c.id FROM clients c
        WHERE (SELECT count(*) FROM deals d WHERE d.client_id = c.id AND d.state = 'open') > 0
          AND EXISTS (SELECT 1 FROM contacts ct WHERE ct.client_id = c.id)
        ORDER BY c.id DESC LIMIT 1`,
    )
    const clientId = client!.id
    const detail = (await admin.get<ClientDetail>(`/clients/${clientId}`)).body
    const [adminCursor, rmCursor] = [await cursorNow(admin), await cursorNow(rm)]
    const { client: current } = detail
    const request: ClientSaveRequest = {
      id: clientId,
      userId: USER_IDS.admin,
      company: `${current.company} (renamed)`,
      industryId: current.industryId,
      segmentId: current.segmentId,
      phone: current.phone,
      fax: current.fax,
      address1: current.address1,
      address2: current.address2,
      address3: current.address3,
      website: current.website,
      remarks: current.remarks,
      relManagerIds: detail.relManagers.map((manager) => manager.relManagerId),
      contacts: [],
    }
    const saved = await admin.put(`/clients/${clientId}`, request, {
      'If-Match': `"${detail.version}"`,
    })
    expect(saved.status, saved.text).toBe(200)

    const refresh = await walk(admin, adminCursor, 3)
    expect(refresh.clients.upserts.map((row) => [row.id, row.company])).toEqual([
      [clientId, request.company],
    ])
    const contactIds = await column('SELECT id FROM contacts WHERE client_id = $1', [clientId])
    expect(onceEach(refresh.contacts.upserts)).toEqual(contactIds)
    expect(refresh.contacts.upserts.every((row) => row.company === request.company)).toBe(true)
    const shown = await column(`SELECT id FROM deals WHERE client_id = $1 AND state <> 'won'`, [
      clientId,
    ])
    expect(dealIds(refresh.deals.upserts)).toEqual(shown)
    expect(refresh.deals.upserts.every((card) => card.clientName === request.company)).toBe(true)
    expect(refresh.deals.deletes).toEqual(
      await column(`SELECT id FROM deals WHERE client_id = $1 AND state = 'won'`, [clientId]),
    )
    const open = await column(`SELECT id FROM deals WHERE client_id = $1 AND state = 'open'`, [
      clientId,
    ])
    const keptByAdmin = new Set(await keptDetailsOf(USER_IDS.admin))
    expect(ids(refresh.dealDetails.upserts)).toEqual(open.filter((id) => keptByAdmin.has(id)))
    expect(refresh.dealDetails.upserts.every((d) => d.clientCompany.text === request.company)).toBe(
      true,
    )
    expect(refresh.clients.deletes).toEqual([])
    expect(refresh.contacts.deletes).toEqual([])

    const mine = new Set(await openDealsOf(USER_IDS.rm))
    const rmRefresh = await walk(rm, rmCursor)
    expect(dealIds(rmRefresh.deals.upserts)).toEqual(shown)
    expect(ids(rmRefresh.dealDetails.upserts)).toEqual(open.filter((id) => mine.has(id)))
  })

  it('shows a deleted contact in contacts.deletes, and a renamed one on the deals naming it', async () => {
    const { admin } = await callers(server())
    const [client] = await server().db.query<{ id: number }>(
      `SELECT c.id FROM clients c WHERE NOT EXISTS (SELECT 1 FROM deals d WHERE d.client_id = c.id)
        ORDER BY c.id LIMIT 1`,
    )
    const clientId = client!.id
    const contact = {
      valid: true,
      salutation: 'Ms.',
      name: 'Rina Kartika',
      email: 'rina@example.co.id',
      phone: '+62812345',
      department: 'Procurement',
      position: 'Manager',
    }
    const added = await admin.put(`/clients/contact/0/${clientId}/${USER_IDS.admin}`, contact)
    expect(added.status).toBe(200)
    const cursor = await cursorNow(admin)
    const removed = await admin.delete(
      `/clients/contact/${clientId}/${added.body.id}/${USER_IDS.admin}`,
    )
    expect(removed.status).toBe(200)
    const refresh = await walk(admin, cursor)
    expect(refresh.contacts).toEqual({ upserts: [], deletes: [added.body.id] })
    expect(refresh.clients).toEqual({ upserts: [], deletes: [] })
    expect(refresh.deals).toEqual({ upserts: [], deletes: [] })

    const dealId = await takeDeal(server(), `${OPEN} AND d.contact_id IS NOT NULL AND ${RECENT}`)
    const [named] = await server().db.query<{ id: number; client_id: number; version: number }>(
      `SELECT ct.id, ct.client_id, ct.version FROM deals d JOIN contacts ct ON ct.id = d.contact_id
        WHERE d.id = $1`,
      [dealId],
    )
    const renameCursor = await cursorNow(admin)
    const renamed = await admin.put(
      `/clients/contact/${named!.id}/${named!.client_id}/${USER_IDS.admin}`,
      { ...contact, name: 'Yohana Renamed' },
      { 'If-Match': `"${named!.version}"` },
    )
    expect(renamed.status, renamed.text).toBe(200)
    const renames = await walk(admin, renameCursor)
    // The renamed contact, and its company's others with the deal naming it.
    expect(onceEach(renames.contacts.upserts)).toEqual(await contactsOfDeals([dealId]))
    expect(onceEach(renames.contacts.upserts)).toContain(named!.id)
    expect(dealIds(renames.deals.upserts)).toContain(dealId)
    const detail = renames.dealDetails.upserts.find((d) => d.id === dealId)
    expect(detail?.clientContact).toEqual({ id: named!.id, text: 'Yohana Renamed' })
  })

  it('shows a new client with its contacts, then their deletion when the client is deleted', async () => {
    const { admin } = await callers(server())
    const cursor = await cursorNow(admin)
    const created = await admin.post('/clients', {
      userId: USER_IDS.admin,
      company: 'PT Umur Pendek',
      industryId: 1,
      segmentId: 2,
      phone: '+6221-5550-9876',
      fax: '',
      address1: 'Jl. Thamrin No. 9',
      address2: '',
      address3: 'Jakarta',
      website: '',
      remarks: '',
      relManagerIds: [USER_IDS.rm],
      contacts: [
        {
          id: 0,
          valid: true,
          salutation: 'Mr.',
          name: 'Agus Salim',
          email: '',
          phone: '+62811',
          department: 'HR',
          position: '',
        },
      ],
    })
    expect(created.status, created.text).toBe(200)
    const clientId: number = created.body.client.id
    const contactIds = await column('SELECT id FROM contacts WHERE client_id = $1', [clientId])
    const added = await walk(admin, cursor)
    expect(ids(added.clients.upserts)).toEqual([clientId])
    expect(added.clients.upserts[0]!.relManagers.map((r) => r.relManagerId)).toEqual([USER_IDS.rm])
    expect(ids(added.contacts.upserts)).toEqual(contactIds)

    const removed = await admin.delete(`/clients/${clientId}/${USER_IDS.admin}`)
    expect(removed.status, removed.text).toBe(200)
    const gone = await walk(admin, added.until)
    expect(gone.clients).toEqual({ upserts: [], deletes: [clientId] })
    expect(gone.contacts).toEqual({ upserts: [], deletes: contactIds })
    expect(gone.deals).toEqual({ upserts: [], deletes: [] })
  })

  it('moves a deal reassigned away from an rm to its dealDetails.deletes, keeping the card', async () => {
    const { admin, rm, rm2 } = await callers(server())
    // Created by admin for rm: rm is its RM but not on its access list (seeded deals list their
    // RM as creator there, which keeps them in the RM's scope whoever owns them).
    const [contact] = await server().db.query<{ id: number; client_id: number }>(
      'SELECT id, client_id FROM contacts ORDER BY id LIMIT 1',
    )
    const created = await admin.post('/pipeline', {
      userId: USER_IDS.admin,
      clientId: contact!.client_id,
      contactId: contact!.id,
      dealDate: '2025-06-02',
      tribeId: 1,
      segmentId: 1,
      branchId: 1,
      userIdRM: USER_IDS.rm,
      name: 'Handed over to another RM',
      stageId: 1,
      probability: 10,
      picId: 0,
    })
    expect(created.status, created.text).toBe(200)
    const dealId: number = created.body.id
    const before = (await admin.get<DealDetail>(`/Pipeline/detail/${dealId}`)).body
    const full = await walk(rm, '0', CHANGES_MAX_LIMIT)
    expect(ids(full.dealDetails.upserts)).toContain(dealId)
    const rm2Cursor = await cursorNow(rm2)

    const owners = await admin.post('/pipeline/owners', {
      dealId,
      userId: USER_IDS.admin,
      segmentId: before.segment!.id,
      branchId: before.branch!.id,
      consultants: [],
      rms: [{ userId: USER_IDS.rm2, percent: 100, nominal: 0, usePercent: true }],
      tribes: before.tribes.map((t) => ({
        tribeId: t.id,
        percent: t.percent,
        nominal: t.nominal,
        usePercent: t.usePercent,
      })),
      picId: 0,
    })
    expect(owners.status, owners.text).toBe(200)

    const refresh = await walk(rm, full.until)
    expect(refresh.dealDetails).toEqual({ upserts: [], deletes: [dealId] })
    expect(refresh.deals.upserts).toHaveLength(1)
    expect(refresh.deals.upserts[0]).toMatchObject({
      dealId,
      state: 'open',
      rms: [{ id: USER_IDS.rm2 }],
    })
    expect(refresh.statusUpdates).toEqual([])
    const rm2Refresh = await walk(rm2, rm2Cursor)
    expect(ids(rm2Refresh.dealDetails.upserts)).toEqual([dealId])
  })

  it('shows a deleted or won deal in both deletes, a lost one as a card without its detail', async () => {
    const { admin } = await callers(server())
    const deleted = await takeDeal(server(), OPEN)
    const won = await takeDeal(server(), `${OPEN} AND ${WITH_INVOICE_PERIOD}`)
    const lost = await takeDeal(server(), OPEN)
    const cursor = await cursorNow(admin)
    expect((await admin.delete(`/pipeline/${deleted}/${USER_IDS.admin}`)).status).toBe(200)
    expect((await admin.get(`/pipeline/state/${won}/${USER_IDS.admin}/2`)).status).toBe(200)
    expect((await admin.get(`/pipeline/state/${lost}/${USER_IDS.admin}/3`)).status).toBe(200)

    const refresh = await walk(admin, cursor)
    expect(refresh.deals.deletes).toEqual(sorted([deleted, won]))
    expect(refresh.deals.upserts.map((card) => [card.dealId, card.state])).toEqual([[lost, 'lost']])
    expect(refresh.dealDetails).toEqual({ upserts: [], deletes: sorted([deleted, won, lost]) })
    expect(refresh.clients.upserts).toEqual([])
  })

  it('answers cursors that never decrease, and grow past every committed write', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    let cursor = await cursorNow(admin)
    for (const status of ['one', 'two', 'three']) {
      const noChange = await walk(admin, cursor)
      expect(horizonOf(noChange.until)).toBeGreaterThanOrEqual(horizonOf(cursor))
      const written = await admin.post('/pipeline/status', {
        status,
        dealId,
        userId: USER_IDS.admin,
      })
      expect(written.status).toBe(200)
      const refresh = await walk(admin, noChange.until)
      expect(horizonOf(refresh.until)).toBeGreaterThan(horizonOf(noChange.until))
      expect(refresh.statusUpdates.map((s) => s.id)).toContain(written.body.id)
      cursor = refresh.until
    }
  })

  it('delivers every change committed while windows are walked (concurrent writes)', async () => {
    const { admin, manager } = await callers(server())
    // One write per deal: a missed change is not hidden by a later write delivering its deal.
    const deals: { id: number; probability: number }[] = []
    for (let i = 0; i < 40; i++) {
      const id = await takeDeal(server(), OPEN)
      const [row] = await server().db.query<{ probability: number }>(
        'SELECT probability FROM deals WHERE id = $1',
        [id],
      )
      deals.push({ id, probability: row!.probability })
    }
    let cursor = await cursorNow(manager)
    const delivered = new Map<number, number>()
    const statuses = new Set<number>()
    const take = (window: Awaited<ReturnType<typeof walk>>) => {
      for (const card of window.deals.upserts) {
        delivered.set(card.dealId, Math.max(delivered.get(card.dealId) ?? 0, card.version))
      }
      for (const status of window.statusUpdates) statuses.add(status.id)
      cursor = window.until
    }
    let writing = true
    const writes = Promise.all(
      deals.map(async (deal, i) => {
        // Spread over the walks, so that windows start while writes are under way.
        await new Promise((resolve) => setTimeout(resolve, i * 15))
        if (i % 4 === 3) {
          const status = await admin.post('/pipeline/status', {
            status: `concurrent ${i}`,
            dealId: deal.id,
            userId: USER_IDS.admin,
          })
          expect(status.status).toBe(200)
          return { dealId: deal.id, version: 0, statusId: status.body.id as number }
        }
        const probability = deal.probability >= 90 ? deal.probability - 10 : deal.probability + 10
        const moved = await admin.get(
          `/pipeline/probability/${deal.id}/${USER_IDS.admin}/${probability}`,
        )
        expect(moved.status).toBe(200)
        return { dealId: deal.id, version: moved.body.version as number, statusId: 0 }
      }),
    ).finally(() => {
      writing = false
    })
    let windows = 0
    while (writing) {
      take(await walk(manager, cursor, windows % 2 === 0 ? 3 : undefined))
      windows++
    }
    const answers = await writes
    take(await walk(manager, cursor, 3))
    expect(windows).toBeGreaterThan(0)
    for (const answer of answers) {
      expect(delivered.get(answer.dealId) ?? 0, `deal ${answer.dealId}`).toBeGreaterThanOrEqual(
        Math.max(answer.version, 1),
      )
      if (answer.statusId > 0) expect(statuses.has(answer.statusId)).toBe(true)
    }
  })

  it('delivers a change whose transaction was still open when a window started', async () => {
    const { manager } = await callers(server())
    const [late, early] = [await takeDeal(server(), OPEN), await takeDeal(server(), OPEN)]
    const cursor = await cursorNow(manager)
    // PGlite runs one transaction at a time: there each call below waits for the open write's
    // commit, so this gives up waiting after a while; on PostgreSQL each is answered meanwhile.
    const meanwhile = (call: Promise<unknown>) =>
      Promise.race([call, new Promise((resolve) => setTimeout(resolve, 500))])
    let commit = () => {}
    let updated = () => {}
    const wrote = new Promise<void>((resolve) => (updated = resolve))
    const open = server().db.tx(async (tx) => {
      await tx.query(`UPDATE deals SET name = name || ' (late)' WHERE id = $1`, [late])
      updated()
      await new Promise<void>((resolve) => (commit = resolve))
    })
    await wrote
    // A later transaction that commits first: the window must still not end past the open one.
    const status = manager.post('/pipeline/status', {
      status: 'committed while another write is open',
      dealId: early,
      userId: USER_IDS.manager,
    })
    await meanwhile(status)
    const during = walk(manager, cursor)
    await meanwhile(during)
    commit()
    await open
    expect((await status).status).toBe(200)
    const first = await during
    const next = await walk(manager, first.until)
    const cards = [...first.deals.upserts, ...next.deals.upserts]
    expect(cards.filter((c) => c.dealId === late).at(-1)?.dealName).toMatch(/\(late\)$/)
    expect(cards.some((c) => c.dealId === early)).toBe(true)
  })
})

describe('cursors the log cannot answer', () => {
  it('answer a full window: another epoch (a reset), ahead of the database, pruned', async () => {
    const { admin } = await callers(server())
    const cursor = await cursorNow(admin)
    const { epoch, txid, roleId } = cursorParts(cursor)
    const otherEpoch = cursorWith(cursor, { epoch: epoch + 1 })
    const ahead = cursorWith(cursor, { txid: txid + 1_000_000n })
    const otherRole = cursorWith(cursor, { roleId: roleId + 1 })
    // A cursor of the first version's form (a device updated since).
    const firstVersion = ((BigInt(epoch) << 44n) | txid).toString()
    for (const since of [otherEpoch, ahead, otherRole, firstVersion]) {
      const first = await page(admin, { since, limit: 5 })
      expect(first.full, since).toBe(true)
      expect(first.clients.upserts).toHaveLength(5)
      expect(horizonOf(first.until)).toBeGreaterThanOrEqual(horizonOf(cursor))
    }
    expect((await page(admin, { since: cursor })).full).toBe(false)

    const dealId = await takeDeal(server(), OPEN)
    const written = await admin.post('/pipeline/status', {
      status: 'after the cursor',
      dealId,
      userId: USER_IDS.admin,
    })
    expect(written.status).toBe(200)
    await server().db.query(`UPDATE sync_changes SET logged_at = now() - interval '31 days'`)
    await pruneChangeLog(server().db)
    expect(await column('SELECT entity_id AS id FROM sync_changes')).toEqual([])
    const pruned = await page(admin, { since: cursor, limit: 5 })
    expect(pruned.full).toBe(true)
    expect(pruned.total).toBeGreaterThan(1000)
    // A cursor answered after the pruning is answered from the log again.
    expect((await page(admin, { since: pruned.until })).full).toBe(false)
  })
})

describe('bad queries', () => {
  it('refuse a bad cursor, limit or after with 400 [{description}]', async () => {
    const { admin } = await callers(server())
    const cursor = await cursorNow(admin)
    const otherEpoch = cursorWith(cursor, { epoch: cursorParts(cursor).epoch + 1 })
    for (const query of [
      'since=abc',
      '',
      'since=-1',
      'since=0&limit=0',
      `since=0&limit=${CHANGES_MAX_LIMIT + 1}`,
      'since=0&limit=many',
      `since=0&until=${cursor}&after=nothing:1`,
      `since=0&after=deal:1`,
      `since=0&until=${otherEpoch}`,
      `since=0&until=${cursorWith(cursor, { txid: cursorParts(cursor).txid + 1_000_000n })}`,
      `since=0&until=1${cursor}`,
    ]) {
      const response = await admin.get(`/sync/changes?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body, query).toEqual([{ description: expect.any(String) }])
    }
  })
})

describe('a server with the feed off', () => {
  let off: TestServer | undefined
  let caller: Caller
  beforeAll(async () => {
    off = await startTestServer({ changeFeed: false, seed: { deals: 0 } })
    caller = await off.as(EMAILS.rm)
  })
  afterAll(async () => {
    await off?.close()
  })

  it('answers 404 on /sync and /sync/changes, as a provider without the feed', async () => {
    expect((await caller.get('/sync')).status).toBe(404)
    expect((await caller.get('/sync/changes?since=0')).status).toBe(404)
    expect((await caller.get('/pipeline/master')).status).toBe(200)
  })

  it('is what CHANGE_FEED=off asks for (the feed is on by default)', () => {
    expect(readConfig({ CHANGE_FEED: 'off' }).changeFeed).toBe(false)
    expect(readConfig({}).changeFeed).toBe(true)
  })
})
