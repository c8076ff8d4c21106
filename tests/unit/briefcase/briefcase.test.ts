import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { loadOpTypesWith } from '../../../src/sync/opRegistry.ts'
import { BRIEFCASE_AREAS, FEED_SECTIONS } from '../../../src/entities/registry.ts'
import { BRIEFCASE_LISTS } from '../../../src/entities/briefcaseLists.ts'
import {
  LIST_KEPT_MS,
  PRUNE_EVERY_MS,
  pruneDevice as pruneWith,
  pruneDeviceNowAndThen as pruneNowAndThenWith,
} from '../../../src/sync/prune.ts'
import { RETENTION } from '../../../src/entities/registry.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { etagKey, fetchedAtKey, listColumnsKey } from '../../../src/store/meta.ts'
import {
  isFirstFilling,
  missingAreas,
  readBriefcaseState,
  RUN_STALE_AFTER_MS,
  runBriefcase,
  MARKED_ASK_GAP_MS,
  type BriefcaseArea,
  type BriefcaseState,
  type BriefcaseUser,
} from '../../../src/sync/briefcase.ts'
import type { LazyFeedSection, WalkMarks } from '../../../src/sync/feedSection.ts'
import { listIds, pullList } from '../../../src/sync/pull.ts'
import {
  companyContactsHeld,
  companyContactsPull,
} from '../../../src/entities/contacts/companyContacts.ts'
import { readKeptContactClients } from '../../../src/entities/contacts/keptContactClients.ts'
import { statusListKey } from '../../../src/entities/deals/dealLists.ts'
import { remappedKey } from '../../../src/sync/tempIds.ts'
import { newDb } from '../crmDbHarness.ts'
import { FakeProvider } from './fakeProvider.ts'

const RM: BriefcaseUser = { id: 3, roleId: 5 }
const ADMIN: BriefcaseUser = { id: 1, roleId: 1 }

function seeded(feed: boolean): FakeProvider {
  const provider = new FakeProvider(feed)
  provider.addDeal({ dealId: 10, rms: [3], statuses: [100, 101] })
  provider.addDeal({ dealId: 11, rms: [4], stage: 3 })
  provider.addDeal({ dealId: 12, rms: [3], state: 'lost' })
  provider.addDeal({ dealId: 13, rms: [3], state: 'won' })
  provider.addClient(1)
  provider.addClient(2)
  provider.addContact(50, 1)
  return provider
}

const run = (db: CrmDb, provider: FakeProvider, user: BriefcaseUser) => {
  provider.user = user
  return runBriefcase({
    db,
    transport: provider,
    user,
    areas: BRIEFCASE_AREAS,
    sections: FEED_SECTIONS,
  })
}

async function expectFilledForRm(db: CrmDb) {
  expect(await db.tribes.toArray()).toEqual([{ id: 1, text: 'Tribe 1' }])
  expect(await db.industries.get(1)).toEqual({ id: 1, text: 'Mining' })
  expect(new Set(await listIds(db, BRIEFCASE_LISTS.pipeline))).toEqual(new Set([10, 11]))
  expect(await listIds(db, BRIEFCASE_LISTS.lostDeals)).toEqual([12])
  expect((await db.deals.get(12))?.state).toBe('lost')
  expect(await db.deals.get(13)).toBeUndefined()
  // An RM keeps the details of its own open deals only.
  expect(await listIds(db, BRIEFCASE_LISTS.dealDetails)).toEqual([10])
  expect((await db.dealDetails.toArray()).map((detail) => detail.id)).toEqual([10])
  expect(await listIds(db, statusListKey(10))).toEqual([100, 101])
  expect((await db.clients.toArray()).map((client) => client.id)).toEqual([1, 2])
  expect((await db.contacts.toArray()).map((contact) => contact.id)).toEqual([50])
  const state = await readBriefcaseState(db)
  expect(state?.run).toBeNull()
  expect(missingAreas(BRIEFCASE_AREAS, state, RM)).toEqual([])
}

describe.each([
  ['the change feed', true],
  ['the full lists (no change feed)', false],
])('the briefcase filled through %s', (_name, feed) => {
  it('holds every area of an RM after one run, without any screen asking', async () => {
    const db = newDb()
    const result = await run(db, seeded(feed), RM)
    expect(result).toMatchObject({ mode: feed ? 'feed' : 'lists', failed: [] })
    await expectFilledForRm(db)
  })

  it('keeps the own targets and those the user approves, this year and the next', async () => {
    const targetsOf = async (user: BriefcaseUser) => {
      const db = newDb()
      await run(db, seeded(feed), user)
      const rows = await db.targets.toArray()
      return new Set(rows.map((row) => `${row.unitId}/${row.year - new Date().getFullYear()}`))
    }
    // RM 3 leads the team of RM 4; the administrator approves every RM.
    expect(await targetsOf(RM)).toEqual(new Set(['3/0', '3/1', '4/0', '4/1']))
    expect(await targetsOf({ id: 4, roleId: 5 })).toEqual(new Set(['4/0', '4/1']))
    expect(await targetsOf(ADMIN)).toEqual(new Set(['1/0', '1/1', '3/0', '3/1', '4/0', '4/1']))
  })

  it('keeps every open deal for a manager', async () => {
    const db = newDb()
    await run(db, seeded(feed), ADMIN)
    expect(new Set(await listIds(db, BRIEFCASE_LISTS.dealDetails))).toEqual(new Set([10, 11]))
  })

  it('evicts a deal reassigned to another RM and a deleted client at the next run', async () => {
    const db = newDb()
    const provider = seeded(feed)
    await run(db, provider, RM)
    provider.changeDeal(10, { rms: [4] })
    provider.deleteClient(2)
    await run(db, provider, RM)
    expect(await db.dealDetails.get(10)).toBeUndefined()
    expect(await db.syncLists.get(statusListKey(10))).toBeUndefined()
    expect(await db.statusUpdates.get(100)).toBeUndefined()
    expect((await db.deals.get(10))?.rms).toEqual([{ id: 4, text: 'RM 4' }])
    expect(await db.clients.get(2)).toBeUndefined()
  })

  it('never overwrites a deal that has an unsent change', async () => {
    const db = newDb()
    const provider = seeded(feed)
    await run(db, provider, RM)
    await enqueue(db, 'deal.moveStage', { dealId: 10, stage: 2 }, RM.id)
    provider.changeDeal(10, { stage: 5 })
    await run(db, provider, RM)
    expect(await db.deals.get(10)).toMatchObject({ stage: 2, version: 1 })
  })

  it('records a failed area and keeps what the device held', async () => {
    const db = newDb()
    const provider = seeded(feed)
    await run(db, provider, RM)
    const failing = { send: () => Promise.reject(new Error('No answer from the server')) }
    const result = await runBriefcase({
      db,
      transport: failing,
      user: RM,
      areas: BRIEFCASE_AREAS,
      sections: FEED_SECTIONS,
      // Without the feed the run asks nothing before the areas: each area fails on its own.
      ...(feed ? {} : { useFeed: false }),
    })
    expect(result.failed).toEqual(expect.arrayContaining(['pipeline', 'clients', 'master']))
    const state = await readBriefcaseState(db)
    expect(state?.areas.pipeline).toMatchObject({ error: 'No answer from the server' })
    await expectFilledForRm(db)
  })
})

describe('a first fill', () => {
  it.each([
    ['the change feed', true],
    ['the full lists', false],
  ])(
    'through %s fills what the screen after sign-in shows first, and lets the page draw it',
    async (_name, feed) => {
      const db = newDb()
      const provider = seeded(feed)
      provider.user = RM
      const asked: string[] = []
      const answer = provider.send.bind(provider)
      provider.send = (request) => {
        asked.push(request.path)
        return answer(request)
      }
      let landedWith: { asked: number; pipeline: number[] } | null = null
      const landed = async () => {
        landedWith = { asked: asked.length, pipeline: await listIds(db, BRIEFCASE_LISTS.pipeline) }
      }
      const fill = () =>
        runBriefcase({
          db,
          transport: provider,
          user: RM,
          areas: BRIEFCASE_AREAS,
          sections: FEED_SECTIONS,
          landed,
        })
      await fill()
      const firstData = asked.findIndex((path) => path !== '/sync')
      expect(asked[firstData]).toMatch(/^\/pipeline\//)
      expect(landedWith).not.toBeNull()
      expect(new Set(landedWith!.pipeline)).toEqual(new Set([10, 11]))
      // Nothing else was asked before the page had its moment.
      expect(landedWith!.asked).toBe(firstData + 1)

      landedWith = null
      await fill()
      if (feed) expect(landedWith).toBeNull()
    },
  )
})

describe('a run through the change feed', () => {
  it('walks the feed beside the other areas, not after them', async () => {
    const db = newDb()
    const provider = seeded(true)
    provider.user = RM
    const answer = provider.send.bind(provider)
    let feedAsked!: () => void
    const feedStarted = new Promise<void>((resolve) => (feedAsked = resolve))
    const held: string[] = []
    provider.send = async (request) => {
      if (request.path.startsWith('/sync/changes')) feedAsked()
      // The invoice lists answer only once the feed was asked (or after a long wait).
      if (request.path.startsWith('/pipeline/invoice/')) {
        const waited = await Promise.race([
          feedStarted.then(() => 'feed first'),
          new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 1_000)),
        ])
        held.push(waited)
      }
      return answer(request)
    }
    const result = await run(db, provider, RM)
    expect(result.failed).toEqual([])
    expect(held.length).toBeGreaterThan(0)
    expect(held.every((how) => how === 'feed first')).toBe(true)
    await expectFilledForRm(db)
  })

  it("asks the feed's first page while the op types load, and writes its rows after", async () => {
    const db = newDb()
    const provider = seeded(true)
    provider.user = RM
    let typesLoaded!: () => void
    let loaded = false
    loadOpTypesWith(
      () =>
        new Promise<void>((resolve) => {
          typesLoaded = () => {
            loaded = true
            resolve()
          }
        }),
    )
    try {
      const answer = provider.send.bind(provider)
      const clientsWhenAsked: number[] = []
      let feedAsked!: () => void
      const feedStarted = new Promise<void>((resolve) => (feedAsked = resolve))
      provider.send = async (request) => {
        if (request.path.startsWith('/sync/changes') && !loaded) {
          clientsWhenAsked.push(await db.clients.count())
          feedAsked()
        }
        return answer(request)
      }
      const running = run(db, provider, RM)
      try {
        await Promise.race([feedStarted, new Promise((resolve) => setTimeout(resolve, 500))])
        // The page is here; its rows wait for the types.
        await new Promise((resolve) => setTimeout(resolve, 20))
        expect(clientsWhenAsked).toEqual([0])
        expect(await db.clients.count()).toBe(0)
      } finally {
        typesLoaded()
      }
      expect((await running).failed).toEqual([])
      await expectFilledForRm(db)
    } finally {
      loadOpTypesWith(async () => undefined)
    }
  })
})

describe('an area that reads rows the feed brings', () => {
  it('starts its first fill beside the walk, handed the walk`s end to wait for', async () => {
    const db = newDb()
    const provider = seeded(true)
    provider.user = RM
    const events: string[] = []
    const answer = provider.send.bind(provider)
    provider.send = async (request) => {
      if (request.path.startsWith('/sync/changes')) {
        await new Promise((resolve) => setTimeout(resolve, 30))
        events.push('feed page')
      }
      return answer(request)
    }
    const reading: BriefcaseArea<CrmDb> = {
      id: 'reading',
      label: 'Reads the feed`s rows',
      afterFeed: true,
      async fill({ walked }) {
        events.push('fill started')
        await walked
        events.push(`walked: ${await db.clients.count()} clients`)
      },
    }
    const result = await runBriefcase({
      db,
      transport: provider,
      user: RM,
      areas: [...BRIEFCASE_AREAS, reading],
      sections: FEED_SECTIONS,
    })
    expect(result.failed).toEqual([])
    expect(events.indexOf('fill started')).toBeLessThan(events.lastIndexOf('feed page'))
    expect(events.at(-1)).toBe('walked: 2 clients')
  })
})

describe('a refresh through the change feed', () => {
  it("asks what the marks made stale while the walk still writes the window's rows", async () => {
    const db = newDb()
    const provider = seeded(true)
    await run(db, provider, RM)
    provider.changeDeal(11, { stage: 4 })
    let probeAsked = () => {}
    const written: string[] = []
    // A section whose writing waits for the probe's fill to begin (or for a long while).
    const slowSection: LazyFeedSection<CrmDb> = {
      keys: ['deals'],
      load: async () => ({
        keys: ['deals'],
        tables: [],
        count: () => 0,
        begin: () => ({
          apply: async () => {
            written.push(
              await Promise.race([
                probeStarted.then(() => 'asked while written'),
                new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 1_000)),
              ]),
            )
          },
          finish: async () => undefined,
        }),
      }),
    }
    const probe: BriefcaseArea<CrmDb> = {
      id: 'probe',
      label: 'Probe',
      staleWhen: () => true,
      fill: async () => probeAsked(),
    }
    provider.user = RM
    const options = { db, transport: provider, user: RM }
    await runBriefcase({ ...options, areas: [...BRIEFCASE_AREAS, probe], sections: FEED_SECTIONS })
    const probeStarted = new Promise<void>((resolve) => (probeAsked = resolve))
    const result = await runBriefcase({
      ...options,
      areas: [...BRIEFCASE_AREAS, probe],
      sections: [...FEED_SECTIONS, slowSection],
    })
    expect(written).toEqual(['asked while written'])
    expect(result.failed).toEqual([])
    expect((await db.deals.get(11))?.stage).toBe(4)
  })
})

describe('a kept answer the marks made stale', () => {
  it('is asked at most once every MARKED_ASK_GAP_MS: a later run asks it, stale or not by then', async () => {
    const db = newDb()
    const provider = seeded(true)
    let asked = 0
    let markedStale = true
    const askedWith: (WalkMarks | undefined)[] = []
    const report: BriefcaseArea<CrmDb> = {
      id: 'report',
      label: 'Report',
      staleWhen: () => markedStale,
      fill: async ({ marks }) => {
        asked++
        askedWith.push(marks)
      },
    }
    const figure = { person: 7, month: 202612 }
    let clock = 1_000_000
    const at = (ms: number) =>
      runBriefcase({
        db,
        transport: provider,
        user: RM,
        areas: [...BRIEFCASE_AREAS, report],
        sections: FEED_SECTIONS,
        now: () => (clock = 1_000_000 + ms),
        paceMarkedAsks: true,
      })
    await at(0)
    expect(asked).toBe(1)
    provider.marks = { figures: [figure], visitTexts: [], proposalTexts: [], targets: [] }
    const soon = await at(1_000)
    provider.marks = { figures: [], visitTexts: [], proposalTexts: [], targets: [] }
    expect(asked).toBe(1)
    expect(soon.againInMs).toBe(MARKED_ASK_GAP_MS - 1_000)
    // The marks of the next window name nothing: it is still due.
    markedStale = false
    expect((await at(2_000)).againInMs).toBe(MARKED_ASK_GAP_MS - 2_000)
    expect(asked).toBe(1)
    const later = await at(MARKED_ASK_GAP_MS)
    expect(asked).toBe(2)
    // Asked with the marks that made it stale then, though this run's walk marked nothing.
    expect(askedWith[1]?.reports.figures).toEqual([figure])
    expect(later.againInMs).toBeUndefined()
    await at(MARKED_ASK_GAP_MS + 1_000)
    expect(asked).toBe(2)
    expect(clock).toBe(1_000_000 + MARKED_ASK_GAP_MS + 1_000)
    // A run someone asked for (not a live poke's) asks it at once.
    markedStale = true
    await runBriefcase({
      db,
      transport: provider,
      user: RM,
      areas: [...BRIEFCASE_AREAS, report],
      sections: FEED_SECTIONS,
      now: () => 1_000_000 + MARKED_ASK_GAP_MS + 2_000,
    })
    expect(asked).toBe(3)
  })
})

describe('the full lists fill (no change feed)', () => {
  it("brings a deal's card to its detail's version when the deal changed between the two calls", async () => {
    const db = newDb()
    const provider = seeded(false)
    const answer = provider.send.bind(provider)
    provider.send = (request) => {
      if (request.path === '/Pipeline/detail/10' && provider.deals.get(10)?.version === 1) {
        provider.changeDeal(10, { stage: 4 })
      }
      return answer(request)
    }
    await run(db, provider, RM)
    expect(await db.dealDetails.get(10)).toMatchObject({ version: 2, stage: { id: 4 } })
    expect(await db.deals.get(10)).toMatchObject({ version: 2, stage: 4 })
  })
})

describe('the change feed refresh', () => {
  it("walks a first fill in the provider's largest pages, a refresh in its default ones", async () => {
    const db = newDb()
    const provider = seeded(true)
    await run(db, provider, RM)
    const firstFill = provider.received.filter((path) => path.startsWith('/sync/changes'))
    expect(firstFill.length).toBeGreaterThan(0)
    for (const path of firstFill) expect(path).toContain('limit=2000')
    provider.received.length = 0
    provider.changeDeal(11, { stage: 4 })
    await run(db, provider, RM)
    const refresh = provider.received.filter((path) => path.startsWith('/sync/changes'))
    expect(refresh).toHaveLength(1)
    expect(refresh[0]).not.toContain('limit=')
  })

  it('asks only for what changed after the first fill', async () => {
    const db = newDb()
    const provider = seeded(true)
    await run(db, provider, RM)
    provider.received.length = 0
    provider.changeDeal(11, { stage: 4 })
    await run(db, provider, RM)
    const feedCalls = provider.received.filter((path) => path.startsWith('/sync/changes'))
    expect(feedCalls).toHaveLength(1)
    expect(feedCalls[0]).not.toContain('since=0')
    expect(provider.received.some((path) => path.startsWith('/Pipeline/detail'))).toBe(false)
    expect((await db.deals.get(11))?.stage).toBe(4)
  })

  it('moves a deal lost on the server from the board list to the lost list', async () => {
    const db = newDb()
    const provider = seeded(true)
    await run(db, provider, RM)
    provider.changeDeal(10, { state: 'lost' })
    await run(db, provider, RM)
    expect(await listIds(db, BRIEFCASE_LISTS.pipeline)).toEqual([11])
    expect(await listIds(db, BRIEFCASE_LISTS.lostDeals)).toContain(10)
    expect(await db.deals.get(10)).toMatchObject({ dealId: 10, state: 'lost' })
    expect(await db.dealDetails.get(10)).toBeUndefined()
  })
})

describe('the Lost Deal list the feed keeps', () => {
  it('is in the server order, newest loss first, after a full window and after a change', async () => {
    const db = newDb()
    const provider = seeded(true)
    for (const dealId of [30, 20, 25]) provider.addDeal({ dealId, rms: [4], state: 'lost' })
    await run(db, provider, RM)
    const serverOrder = (await provider.send({ method: 'GET', path: '/pipeline/lostdeal/0' }))
      .body as { items: { dealId: number }[] }
    expect(serverOrder.items.map((row) => row.dealId)).toEqual([25, 20, 30, 12])
    expect(await listIds(db, BRIEFCASE_LISTS.lostDeals)).toEqual([25, 20, 30, 12])

    provider.changeDeal(11, { state: 'lost' })
    provider.changeDeal(10, { state: 'lost' })
    await run(db, provider, RM)
    expect(await listIds(db, BRIEFCASE_LISTS.lostDeals)).toEqual([10, 11, 25, 20, 30, 12])
  })
})

describe('the contacts the briefcase keeps', () => {
  it('are, with the feed, those of the companies of the kept deal details; the others go at the pruning', async () => {
    const db = newDb()
    const provider = seeded(true)
    provider.addContact(51, 2)
    await run(db, provider, RM)
    // Client 1 has the RM's kept deal; client 2 has no deal: the whole window leaves its contact.
    expect((await db.contacts.toArray()).map((contact) => contact.id)).toEqual([50])

    // A contact of client 2 changes: the feed sends it to every device; the pruning lets it go,
    // unless another list holds it (the company opened online).
    provider.addContact(52, 2)
    provider.addContact(53, 2)
    await run(db, provider, RM)
    expect((await db.contacts.toArray()).map((contact) => contact.id)).toEqual([50, 52, 53])
    await db.syncLists.put({ key: 'clientContacts:2', table: 'contacts', ids: [53] })
    await db.meta.put({ key: fetchedAtKey('clientContacts:2'), value: Date.now() })
    const pruned = await pruneWith(db, Date.now(), RETENTION, RM)
    expect(pruned.own.contact).toBe(2)
    expect((await db.contacts.toArray()).map((contact) => contact.id)).toEqual([50, 53])
    expect(await listIds(db, BRIEFCASE_LISTS.contacts)).toEqual([50])
  })

  it('are every contact without the feed, and the pruning leaves them', async () => {
    const db = newDb()
    const provider = seeded(false)
    provider.addContact(51, 2)
    await run(db, provider, RM)
    await pruneWith(db, Date.now(), RETENTION, RM)
    expect((await db.contacts.toArray()).map((contact) => contact.id)).toEqual([50, 51])
    expect(await companyContactsHeld(db, 2)).toBe('briefcase')
  })

  it('say which companies the device holds every contact of, and how', async () => {
    const db = newDb()
    const provider = seeded(true)
    provider.addContact(51, 2)
    await run(db, provider, RM)
    expect(await readKeptContactClients(db)).toEqual([1])
    expect(await companyContactsHeld(db, 1)).toBe('briefcase')
    expect(await companyContactsHeld(db, 2)).toBe(false)
    // A company made on this device holds its own contacts.
    expect(await companyContactsHeld(db, -5)).toBe('briefcase')
    // A device filled when every contact was kept holds them all until its next pruning.
    const said = await db.meta.get('contacts:keptClients')
    await db.meta.delete('contacts:keptClients')
    expect(await companyContactsHeld(db, 2)).toBe('briefcase')
    await db.meta.put(said!)
    // Opened online: its contacts came whole from GET /clients/{id}.
    await pullList(db, provider, companyContactsPull(2), { userId: RM.id })
    expect(await companyContactsHeld(db, 2)).toBe('opened')
    expect(await db.contacts.get(51)).toMatchObject({ clientId: 2 })
    // The RM's deal leaves its scope: at the next pruning its company's contacts go too.
    provider.changeDeal(10, { rms: [4] })
    await run(db, provider, RM)
    await pruneWith(db, Date.now(), RETENTION, RM)
    expect(await readKeptContactClients(db)).toEqual([])
    expect(await companyContactsHeld(db, 1)).toBe(false)
    expect(await db.contacts.get(50)).toBeUndefined()
  })
})

describe('pruning the device', () => {
  it('drops old lists of other filters and old remap rows, never the briefcase', async () => {
    const db = newDb()
    await run(db, seeded(true), RM)
    const kept = await db.syncLists.toCollection().primaryKeys()
    const now = Date.now() + LIST_KEPT_MS + 1
    await db.deals.put({ ...(await db.deals.get(11))!, dealId: 77 })
    await db.syncLists.put({ key: 'pipeline:/pipeline/0/0/2/0/0/0', table: 'deals', ids: [77, 11] })
    await db.meta.put({ key: fetchedAtKey('pipeline:/pipeline/0/0/2/0/0/0'), value: 1 })
    await db.meta.put({
      key: listColumnsKey('projection:/pipeline/projection/0/0/2/0/0/0'),
      value: [],
    })
    await db.meta.put({ key: remappedKey('deals', -1), value: { serverId: 10, at: 1 } })
    await db.meta.put({ key: etagKey(RM.id, '/report/2020'), value: { etag: '"a"', storedAt: 1 } })
    const pruned = await pruneWith(db, now, RETENTION, RM)
    expect(pruned).toMatchObject({ lists: 1, remaps: 1, etags: 1 })
    expect(await db.meta.get(etagKey(RM.id, '/report/2020'))).toBeUndefined()
    expect(await db.syncLists.get('pipeline:/pipeline/0/0/2/0/0/0')).toBeUndefined()
    expect(await db.deals.get(77)).toBeUndefined()
    expect(await db.deals.get(11)).toBeDefined()
    expect(await db.meta.get(remappedKey('deals', -1))).toBeUndefined()
    expect(await listIds(db, BRIEFCASE_LISTS.dealDetails)).toEqual([10])
    // Every list the briefcase filled stays (the invoice lists among them), with its columns.
    expect(await db.syncLists.toCollection().primaryKeys()).toEqual(kept)
    expect(kept.filter((key) => String(key).startsWith('invoices:'))).toHaveLength(2)
    expect(
      await db.meta.get(
        listColumnsKey(String(kept.find((key) => String(key).startsWith('invoices:')))),
      ),
    ).toBeDefined()
    expect(
      await db.meta.get(listColumnsKey('projection:/pipeline/projection/0/0/2/0/0/0')),
    ).toBeUndefined()
  })

  it('looks at the lists at most once an hour, not on every refresh', async () => {
    const db = newDb()
    await run(db, seeded(true), RM)
    const later = Date.now() + LIST_KEPT_MS + 1
    const oldList = async () => {
      await db.syncLists.put({ key: 'pipeline:/pipeline/0/0/2/0/0/0', table: 'deals', ids: [11] })
      await db.meta.put({ key: fetchedAtKey('pipeline:/pipeline/0/0/2/0/0/0'), value: 1 })
    }
    await oldList()
    expect(await pruneNowAndThenWith(db, later, RETENTION, RM)).toMatchObject({ lists: 1 })
    await oldList()
    expect(await pruneNowAndThenWith(db, later + PRUNE_EVERY_MS - 1, RETENTION, RM)).toBeNull()
    expect(await db.syncLists.get('pipeline:/pipeline/0/0/2/0/0/0')).toBeDefined()
    expect(await pruneNowAndThenWith(db, later + PRUNE_EVERY_MS, RETENTION, RM)).toMatchObject({
      lists: 1,
    })
  })
})

describe('an area being filled for the first time', () => {
  const state = (heartbeatAt: number, fetchedAt?: number): BriefcaseState => ({
    userId: 7,
    mode: 'feed',
    cursor: null,
    run: { startedAt: 0, heartbeatAt, done: 1, total: 4 },
    areas: fetchedAt === undefined ? {} : { lostDeals: { fetchedAt } },
  })

  it('counts while a live run has not filled the area yet', () => {
    expect(isFirstFilling(state(1_000), 'lostDeals', 2_000)).toBe(true)
    expect(isFirstFilling(state(1_000, 1_500), 'lostDeals', 2_000)).toBe(false)
  })

  it('stops counting once the run was cut short and its heartbeat went stale', () => {
    expect(isFirstFilling(state(1_000), 'lostDeals', 1_000 + RUN_STALE_AFTER_MS)).toBe(false)
  })
})
