/**
 * An in-memory provider for the briefcase's unit tests: master data, deals (open, lost, won) with
 * their RMs, details and status updates, clients and contacts, answered through the
 * specification's list calls and, unless `feed` is off, through the change feed. Every change
 * bumps a counter that serves as the feed's cursor.
 */
import type { ChangesPage, ReportMarks } from '../../../src/contract/changeFeed.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { detail as profileDetail } from '../profile/fixtures.ts'
import { listAnswer, rmRow } from '../rms/fixtures.ts'

export interface FakeDeal {
  dealId: number
  state: 'open' | 'lost' | 'won'
  rms: number[]
  version: number
  stage: number
  statuses: number[]
  /** The provider's clock when the deal was lost. */
  lostAt?: number
}

interface Changed {
  at: number
  kind: 'deal' | 'client' | 'contact'
  id: number
}

const ok = (body: unknown): SyncResponse => ({ status: 200, body })
const notFound: SyncResponse = { status: 404, body: [{ description: 'Not found' }] }

export class FakeProvider implements Transport {
  readonly received: string[] = []
  deals = new Map<number, FakeDeal>()
  clients = new Map<number, { id: number; company: string; version: number }>()
  contacts = new Map<
    number,
    { id: number; clientId: number; name: string; company: string; valid: boolean; version: number }
  >()
  /** The tribe's name in master data. */
  tribeName = 'Tribe 1'
  /** Versions of the personal targets set (by `${year}/${userId}`); others are not set. */
  targetVersions = new Map<string, number>()
  private clock = 1
  private log: Changed[] = []

  constructor(public feed = true) {}

  private touch(kind: Changed['kind'], id: number) {
    this.clock += 1
    this.log.push({ at: this.clock, kind, id })
  }

  addDeal(deal: Partial<FakeDeal> & { dealId: number }) {
    this.deals.set(deal.dealId, {
      state: 'open',
      rms: [],
      version: 1,
      stage: 1,
      statuses: [],
      ...deal,
    })
    this.touch('deal', deal.dealId)
    if (deal.state === 'lost') this.deals.get(deal.dealId)!.lostAt = this.clock
  }

  changeDeal(dealId: number, change: Partial<FakeDeal>) {
    const deal = this.deals.get(dealId)!
    this.deals.set(dealId, { ...deal, ...change, version: deal.version + 1 })
    this.touch('deal', dealId)
    if (change.state === 'lost') this.deals.get(dealId)!.lostAt = this.clock
  }

  addClient(id: number, company = `Client ${id}`) {
    this.clients.set(id, { id, company, version: 1 })
    this.touch('client', id)
  }

  deleteClient(id: number) {
    this.clients.delete(id)
    this.touch('client', id)
  }

  addContact(id: number, clientId: number) {
    const company = `Client ${clientId}`
    this.contacts.set(id, { id, clientId, name: `Contact ${id}`, company, valid: true, version: 1 })
    this.touch('contact', id)
  }

  card(deal: FakeDeal) {
    return {
      dealId: deal.dealId,
      dealName: `Deal ${deal.dealId}`,
      stage: deal.stage,
      age: 1,
      dealDate: '2026-11-01',
      clientName: 'Client 1',
      clientId: 1,
      proposalValue: 0,
      probability: 10,
      access: [],
      rms: deal.rms.map((id) => ({ id, text: `RM ${id}` })),
      invoicePeriod: 0,
      statusDate: null,
      version: deal.version,
      state: deal.state,
      lostAt:
        deal.state === 'lost' && deal.lostAt !== undefined
          ? new Date(Date.UTC(2026, 10, 1) + deal.lostAt * 1_000).toISOString()
          : null,
    }
  }

  detail(deal: FakeDeal) {
    return {
      id: deal.dealId,
      name: `Deal ${deal.dealId}`,
      probability: 10,
      dealDate: '2026-11-01',
      clientId: 1,
      clientCompany: { id: 1, text: 'Client 1' },
      clientContact: null,
      clientMembers: [],
      stage: { id: deal.stage, text: 'Lead In' },
      segment: null,
      branch: null,
      consultants: [],
      proposal: null,
      pricing: null,
      agreement: null,
      state: { text: deal.state === 'open' ? 'Open' : deal.state === 'won' ? 'Won' : 'Lost' },
      rms: deal.rms.map((userId) => ({ userId, name: `RM ${userId}` })),
      access: [],
      version: deal.version,
      history: [],
    }
  }

  statusRows(deal: FakeDeal) {
    return deal.statuses.map((id) => ({
      id,
      dealId: deal.dealId,
      status: `Status ${id}`,
      lastUpdated: '2026-11-01T00:00:00Z',
      firstname: 'A',
      version: 1,
    }))
  }

  private inDetailScope(deal: FakeDeal | undefined, user: { id: number; roleId: number }) {
    if (!deal || deal.state !== 'open') return false
    return user.roleId !== 5 || deal.rms.includes(user.id)
  }

  /** The signed-in user the feed scopes for. */
  user = { id: 3, roleId: 5 }

  /** The report marks of the next incremental window (none: the page says nothing of them). */
  marks: ReportMarks | null = null

  private changesPage(since: number): ChangesPage {
    const full = since === 0
    const pick = (kind: Changed['kind'], all: Iterable<number>) =>
      full
        ? [...all]
        : [...new Set(this.log.filter((c) => c.kind === kind && c.at > since).map((c) => c.id))]
    const dealIds = pick('deal', this.deals.keys())
    const clientIds = pick('client', this.clients.keys())
    // As the reference API: a whole window lists no contact of its own; every contact of a detail's
    // company comes with it (every fake deal is of client 1).
    const contactIds = full ? [] : pick('contact', this.contacts.keys())
    const deals = dealIds.map((id) => this.deals.get(id))
    const cards = deals.filter((deal) => deal && deal.state !== 'won') as FakeDeal[]
    const details = deals.filter((deal) => this.inDetailScope(deal, this.user)) as FakeDeal[]
    const withDetails = [...this.contacts.values()].filter(
      (contact) => details.length > 0 && contact.clientId === 1 && !contactIds.includes(contact.id),
    )
    return {
      until: String(this.clock),
      next: null,
      full,
      total: dealIds.length + clientIds.length + contactIds.length,
      deals: {
        upserts: cards.map((deal) => this.card(deal)),
        deletes: dealIds.filter((id) => !cards.some((deal) => deal.dealId === id)),
      },
      dealDetails: {
        upserts: details.map((deal) => this.detail(deal)) as never,
        deletes: full ? [] : dealIds.filter((id) => !details.some((deal) => deal.dealId === id)),
      },
      statusUpdates: details.flatMap((deal) => this.statusRows(deal)),
      clients: {
        upserts: clientIds.flatMap((id) => {
          const client = this.clients.get(id)
          return client ? [{ ...client, relManagers: [] }] : []
        }) as never,
        deletes: clientIds.filter((id) => !this.clients.has(id)),
      },
      contacts: {
        upserts: [
          ...contactIds.flatMap((id) => this.contacts.get(id) ?? []),
          ...withDetails,
        ] as never,
        deletes: contactIds.filter((id) => !this.contacts.has(id)),
      },
      ...(this.marks && !full ? { stale: [], reportMarks: this.marks } : {}),
    }
  }

  send(request: SyncRequest): Promise<SyncResponse> {
    this.received.push(request.path)
    return Promise.resolve(this.answer(new URL(request.path, 'http://provider')))
  }

  private answer(url: URL): SyncResponse {
    const path = url.pathname
    const open = [...this.deals.values()].filter((deal) => deal.state === 'open')
    if (path === '/sync')
      return this.feed ? ok({ changeFeed: { version: 1, maxLimit: 2000 } }) : notFound
    if (path === '/sync/changes') {
      return this.feed ? ok(this.changesPage(Number(url.searchParams.get('since')))) : notFound
    }
    if (path === '/pipeline/master') {
      const tribes = [{ id: 1, text: this.tribeName }]
      const rms = [3, 4].map((userId) => ({ userId, name: `RM ${userId}`, email: '' }))
      return ok({ rms, segments: [], tribes, branches: [], stages: [], proposalTypes: [] })
    }
    // RM 3 leads the one team, RM 4 is its member.
    if (path === '/Pipeline/team') {
      const rm = (id: number) => ({ id, text: `RM ${id}` })
      return ok([
        { id: 1, name: 'Team', leader: rm(3), mentor: null, members: [rm(4)], version: 1 },
      ])
    }
    const target = /^\/Pipeline\/target\/(\d{4})\/(\d+)$/.exec(path)
    if (target) return ok(this.notSetTarget(Number(target[1]), Number(target[2])))
    if (path.startsWith('/clients/list/')) {
      const clients = [...this.clients.values()].map((client) => ({ ...client, relManagers: [] }))
      const info = { page: 1, perPage: 500, total: clients.length }
      return ok({
        clients,
        industries: [{ id: 1, industry: 'Mining' }],
        segments: [],
        relManagers: [],
        info,
      })
    }
    if (path.startsWith('/clients/contact/')) {
      const contacts = [...this.contacts.values()]
      return ok({ contacts, info: { page: 1, perPage: 500, total: contacts.length } })
    }
    const companyId = /^\/clients\/(\d+)$/.exec(path)?.[1]
    if (companyId !== undefined) {
      const client = this.clients.get(Number(companyId))
      if (!client) return notFound
      const contacts = [...this.contacts.values()].filter((c) => c.clientId === client.id)
      return ok({ client, contacts, relManagers: [], version: client.version })
    }
    if (path === '/pipeline/0/0/0/0/0/0') return ok(open.map((deal) => this.card(deal)))
    if (path.startsWith('/pipeline/lostdeal/')) {
      const lost = [...this.deals.values()]
        .filter((deal) => deal.state === 'lost')
        .sort((a, b) => (b.lostAt ?? 0) - (a.lostAt ?? 0) || b.dealId - a.dealId)
      const items = lost.map((deal) => ({ ...this.card(deal), rms: [] }))
      return ok({ items, info: { page: 1, perPage: 100, total: items.length } })
    }
    if (path.startsWith('/pipeline/invoice/')) {
      const stages = ['March', 'April', 'May', 'June', 'July'].map((text, column) => ({
        stage: column + 1,
        text,
        year: 2026,
        month: column + 3,
      }))
      return ok({ stages, invoice: [] })
    }
    const detail = /^\/Pipeline\/detail\/(\d+)$/.exec(path)
    if (detail) {
      const deal = this.deals.get(Number(detail[1]))
      return deal ? ok(this.detail(deal)) : notFound
    }
    const status = /^\/Pipeline\/status\/(\d+)$/.exec(path)
    if (status) {
      const deal = this.deals.get(Number(status[1]))
      return deal ? ok(this.statusRows(deal)) : notFound
    }
    if (path.startsWith('/pipeline/list/rm/')) {
      const email = (id: number) => `rm${id}@crm.test`
      return ok(listAnswer([3, 4].map((id) => rmRow({ id, name: `RM ${id}`, email: email(id) }))))
    }
    if (path === '/Profile/detail') {
      return ok(profileDetail({ id: this.user.id, roleId: this.user.roleId }))
    }
    if (path.startsWith('/user/list/employee/')) {
      return ok([3, 4].map((id) => ({ id, name: `RM ${id}` })))
    }
    return notFound
  }

  /** A personal target set (or changed) on the server. */
  setTarget(year: number, userId: number) {
    const key = `${year}/${userId}`
    this.targetVersions.set(key, (this.targetVersions.get(key) ?? 0) + 1)
  }

  private notSetTarget(year: number, userId: number) {
    const items = Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      year,
      no_proposal: 0,
      sales_visit: 0,
      proposal_value: 0,
      sales: 0,
    }))
    const version = this.targetVersions.get(`${year}/${userId}`) ?? 0
    const status = version === 0 ? 'Targets not set.' : 'Approved'
    const self = userId === this.user.id
    return { id: version === 0 ? 0 : 1, userId, year, status, self_target: self, items, version }
  }
}
