import { withSearchText } from '../../../src/contract/calls.ts'
import { describe, expect, it } from 'vitest'
import { CLIENT_ROUTES } from '../../../src/contract/clients.ts'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { pathOf } from '../../../src/contract/route.ts'
import { BRIEFCASE_AREAS, FEED_SECTIONS } from '../../../src/entities/registry.ts'
import { TARGETS_LIST } from '../../../src/entities/briefcaseLists.ts'
import {
  INVOICE_LIST_TABS,
  invoiceListPath,
  unfilteredInvoiceList,
} from '../../../src/entities/invoices/invoiceLists.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { rmsTable } from '../../../src/entities/rms/rmRows.ts'
import { targetKey } from '../../../src/entities/targets/targetRows.ts'
import { TEAMS_LIST } from '../../../src/entities/teams/teamRows.ts'
import { runBriefcase, type BriefcaseUser } from '../../../src/sync/briefcase.ts'
import { pipelinePull } from '../../../src/entities/deals/dealLists.ts'
import { newDb } from '../crmDbHarness.ts'
import { EtagTransport } from '../etagTransport.ts'
import { FakeProvider } from './fakeProvider.ts'

const ADMIN: BriefcaseUser = { id: 1, roleId: 1 }
const RM_4: BriefcaseUser = { id: 4, roleId: 5 }
const YEAR = new Date().getFullYear()

const MASTER = '/pipeline/master'
const CLIENT_OPTIONS = pathOf(
  CLIENT_ROUTES.list,
  withSearchText({ industry: 0, segment: 0, rm: 0, page: 1, perPage: 1, search: '' }),
)
const TEAMS = '/Pipeline/team'
const PEOPLE = '/user/list/employee/*'
const PROFILE = '/Profile/detail'
const RM_LIST = '/pipeline/list/rm/0/0/1/500/*'
const target = (userId: number, year = YEAR) => `/Pipeline/target/${year}/${userId}`
const ADMIN_TARGETS = [1, 3, 4].flatMap((id) => [target(id), target(id, YEAR + 1)])

/** The calls the areas used to answer whole at every run (getBody / getBodyOrNull). */
const WHOLE_BODY_CALLS = [MASTER, CLIENT_OPTIONS, TEAMS, PEOPLE, PROFILE, RM_LIST, ...ADMIN_TARGETS]
const ofThoseCalls = (paths: string[]) => paths.filter((path) => WHOLE_BODY_CALLS.includes(path))

/** The lists the areas pull in one page (pullList): asked with their tag too. */
const ONE_PAGE_LISTS = [
  pipelinePull(ALL_DEALS).path,
  ...INVOICE_LIST_TABS.map((tab) => invoiceListPath(unfilteredInvoiceList(tab.flag))),
]
const ofTheLists = (paths: string[]) => paths.filter((path) => ONE_PAGE_LISTS.includes(path))

function provider(): FakeProvider {
  const fake = new FakeProvider(false)
  fake.addDeal({ dealId: 10, rms: [3] })
  fake.addClient(1)
  return fake
}

async function run(db: CrmDb, fake: FakeProvider, transport: EtagTransport, user: BriefcaseUser) {
  fake.user = user
  transport.forget()
  const result = await runBriefcase({
    db,
    transport,
    user,
    areas: BRIEFCASE_AREAS,
    sections: FEED_SECTIONS,
  })
  expect(result.failed).toEqual([])
}

async function filledTwice(change: (fake: FakeProvider, db: CrmDb) => Promise<void> | void) {
  const db = newDb()
  const fake = provider()
  const transport = new EtagTransport(fake)
  await run(db, fake, transport, ADMIN)
  await change(fake, db)
  await run(db, fake, transport, ADMIN)
  return { db, fake, transport }
}

describe('a briefcase refresh of the areas answered whole', () => {
  it('moves none of their bodies when nothing changed, and keeps what the device holds', async () => {
    const { db, transport } = await filledTwice(() => {})
    expect(ofThoseCalls(transport.wholeAnswers())).toEqual([])
    expect(new Set(ofThoseCalls(transport.unchangedAnswers()))).toEqual(new Set(WHOLE_BODY_CALLS))
    expect(await db.tribes.toArray()).toEqual([{ id: 1, text: 'Tribe 1' }])
    expect(await db.targets.count()).toBe(6)
    expect(await rmsTable(db).get(3)).toHaveProperty('jobTitle')
    expect((await db.syncLists.get(TEAMS_LIST))?.ids).toEqual([1])
    expect(await db.profiles.get(ADMIN.id)).toBeDefined()
  })

  it('fetches a changed target whole; the unchanged ones stay in the list as held', async () => {
    const { db, transport } = await filledTwice((fake) => fake.setTarget(YEAR, 4))
    expect(ofThoseCalls(transport.wholeAnswers())).toEqual([target(4)])
    expect(ofThoseCalls(transport.unchangedAnswers())).toContain(target(3))
    expect((await db.targets.get(targetKey('rm', 4, YEAR)))?.version).toBe(1)
    expect(await db.targets.count()).toBe(6)
    expect((await db.syncLists.get(TARGETS_LIST))?.ids).toHaveLength(6)
  })

  it('fetches whole what master data rewrote when it changed: the client options, not the RM list', async () => {
    const { db, transport } = await filledTwice((fake) => {
      fake.tribeName = 'Tribe One'
    })
    expect(new Set(ofThoseCalls(transport.wholeAnswers()))).toEqual(
      new Set([MASTER, CLIENT_OPTIONS]),
    )
    // Master data's RMs go onto the rows and leave the list's fields on them.
    expect(ofThoseCalls(transport.unchangedAnswers())).toEqual(
      expect.arrayContaining([TEAMS, RM_LIST]),
    )
    expect(await db.tribes.get(1)).toEqual({ id: 1, text: 'Tribe One' })
    // The list's columns stay on the rows master data rewrote.
    expect(await rmsTable(db).get(3)).toHaveProperty('jobTitle')
    expect(await db.industries.get(1)).toEqual({ id: 1, text: 'Mining' })
  })

  it('fetches whole an answer whose stored data left the device', async () => {
    const { transport } = await filledTwice(async (_fake, db) => {
      await db.targets.delete(targetKey('rm', 3, YEAR))
      await db.teams.clear()
      await db.profiles.clear()
    })
    expect(new Set(ofThoseCalls(transport.wholeAnswers()))).toEqual(
      new Set([target(3), TEAMS, PROFILE]),
    )
    expect(ofThoseCalls(transport.unchangedAnswers())).toContain(MASTER)
  })

  it("answers another user on the device whole, never 304 for the previous user's answers", async () => {
    const db = newDb()
    const fake = provider()
    const transport = new EtagTransport(fake)
    await run(db, fake, transport, ADMIN)
    await run(db, fake, transport, RM_4)
    expect(ofThoseCalls(transport.unchangedAnswers())).toEqual([])
    expect(ofThoseCalls(transport.wholeAnswers())).toEqual(
      expect.arrayContaining([MASTER, CLIENT_OPTIONS, TEAMS, PROFILE, target(4)]),
    )
    await run(db, fake, transport, RM_4)
    expect(ofThoseCalls(transport.wholeAnswers())).toEqual([])
  })

  it("asks the lists answered in one page with the user's tag, another user's whole", async () => {
    const { db, fake, transport } = await filledTwice(() => {})
    expect(ofTheLists(transport.wholeAnswers())).toEqual([])
    expect(new Set(ofTheLists(transport.unchangedAnswers()))).toEqual(new Set(ONE_PAGE_LISTS))
    expect(await db.deals.get(10)).toBeDefined()
    await run(db, fake, transport, RM_4)
    expect(ofTheLists(transport.unchangedAnswers())).toEqual([])
    expect(new Set(ofTheLists(transport.wholeAnswers()))).toEqual(new Set(ONE_PAGE_LISTS))
  })
})
