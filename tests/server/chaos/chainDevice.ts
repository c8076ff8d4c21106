/**
 * One person's device in the chain scenario: the app's own database (CrmDb, every synced table),
 * signed in through the app's API client, a sync engine that hears the browser's online/offline
 * events, app restarts that abandon what is in flight, and decisions on what the server did not
 * take. What the person does is chainActions.ts; an optional service worker drains the same
 * database from a second connection (chainServiceWorker.ts).
 */
import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { login } from '../../../src/api/auth.ts'
import { createApiClient, type ApiClient, type SessionTokens } from '../../../src/api/client.ts'
import { CLIENT_ROUTES } from '../../../src/contract/clients.ts'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import type { MonthColumn } from '../../../src/contract/projection.ts'
import { pathOf } from '../../../src/contract/route.ts'
import { projectionPull } from '../../../src/features/projection/projectionPull.ts'
import { CrmDb } from '../../../src/store/db.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { apiClientRefresh, apiClientTransport } from '../../../src/sync/apiClientTransport.ts'
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import { asRows, pipelinePull, readAnswer, type ListPull } from '../../../src/sync/pull.ts'
import { OpStateError } from '../../../src/sync/resolve.ts'
import { DeviceNetwork } from './chainNetwork.ts'
import { World, type Master } from './chainWorld.ts'
import { FaultyTransport, type FaultRates } from './faultyTransport.ts'
import type { Ledger } from './ledger.ts'
import type { Random } from './random.ts'

/** The client detail (GET /clients/{id}) as the deal's Client Information card pulls it. */
const clientDetailPulls = (clientId: number): ListPull[] => {
  const path = pathOf(CLIENT_ROUTES.detail, { clientId })
  const detail = (body: unknown) => readAnswer(CLIENT_ROUTES.detail, body)
  return [
    {
      key: `dealClient:${clientId}`,
      table: 'clients',
      path,
      rows: (body) => {
        const { client, relManagers } = detail(body)
        return asRows([{ ...client, relManagers }])
      },
    },
    {
      key: `dealClientContacts:${clientId}`,
      table: 'contacts',
      path,
      rows: (body) => asRows(detail(body).contacts),
    },
  ]
}

export class ChainDevice {
  db: CrmDb
  engine: SyncEngine | null = null
  readonly faults: FaultyTransport
  readonly network: DeviceNetwork
  readonly client: ApiClient
  readonly world: World
  readonly dbName: string
  userId = 0
  restarts = 0
  pullFailures = 0
  /** The projection board's month columns, as its last pull answered them. */
  columns: MonthColumn[] = []
  /** Status of every op the server refused (failed), from the tab and the service worker. */
  readonly refusals: { type: string; status: number | null; error: string | null }[] = []
  /**
   * Runs before a restarted app opens its database (the service worker's turn); answers what to
   * run once the new engine leads.
   */
  beforeReopen: (() => Promise<() => void>) | null = null
  private session: SessionTokens | null = null
  private readonly databases: CrmDb[] = []

  constructor(
    readonly name: string,
    private readonly email: string,
    baseUrl: string,
    readonly random: Random,
    rates: FaultRates,
    readonly ledger: Ledger,
    readonly master: Master,
  ) {
    this.dbName = `chain-${name}-${process.pid}-${random.int(1, 1e9)}`
    this.db = this.open()
    this.world = new World(name)
    this.client = createApiClient({
      baseURL: `${baseUrl}/api`,
      appCredentials: { clientId: 'crm-web', secret: 'crm-web-secret' },
      timeoutMs: 10_000,
      tokens: {
        read: () => this.session,
        save: (tokens) => void (this.session = tokens),
        clear: () => void (this.session = null),
      },
    })
    this.faults = new FaultyTransport(apiClientTransport(this.client), random.fork(), rates)
    this.network = new DeviceNetwork(this.faults)
  }

  /** A connection to the device's database (the tab's, or the service worker's). */
  open(): CrmDb {
    const db = new CrmDb(this.dbName)
    this.databases.push(db)
    return db
  }

  get refresh(): () => Promise<void> {
    return apiClientRefresh(this.client)
  }

  /** Engine events of the tab and the service worker, into the ledger. */
  record(event: SyncEvent): void {
    this.ledger.record(this.name, event)
    if (event.type === 'applied' && event.op.type === 'deal.setClientInfo') {
      // Answered 204: the version it left is the one it was sent on, plus one.
      const base = event.op.base.version
      const key = `${this.name}|${event.op.entityKey}`
      const known = this.ledger.knownVersions.get(key) ?? new Set<number>()
      if (base !== null) this.ledger.knownVersions.set(key, known.add(base + 1))
    }
    if (event.type === 'failed') {
      const { type, lastStatus: status, lastError: error } = event.op
      this.refusals.push({ type, status, error })
    }
  }

  async signIn(): Promise<void> {
    const answer = await login(this.client, {
      userName: this.email,
      password: 'demo1234',
      os: 'chaos',
      deviceID: this.dbName,
      sourceID: 'web',
      versionCode: '1',
      versionName: '1',
    })
    this.session = { accessToken: answer.accessToken.token, refreshToken: answer.refreshToken }
    this.userId = answer.id
  }

  startEngine(): void {
    const engine = createSyncEngine({
      db: this.db,
      transport: this.network.transportFor('tab'),
      refresh: this.refresh,
      userId: this.userId,
      locks: null,
      events: this.network.events,
      browserOnline: !this.network.offline,
      backoff: { baseMs: 20, capMs: 400, jitter: 0.5 },
      concurrency: 3,
      watchdogEveryMs: 5_000,
      offlineProbeMs: 300,
      random: () => this.random.next(),
    })
    engine.onEvent((event) => {
      this.record(event)
      if (event.type === 'paused') void this.signInAgain(engine)
    })
    engine.start()
    this.engine = engine
  }

  private async signInAgain(engine: SyncEngine): Promise<void> {
    for (;;) {
      try {
        await this.signIn()
        engine.sessionRenewed()
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  /** The app reloads: what was in flight is abandoned; a new engine opens the database. */
  async restart(): Promise<void> {
    await this.engine?.stop({ abandon: true })
    const led = await this.beforeReopen?.()
    this.db = this.open()
    this.restarts++
    this.startEngine()
    while (!this.engine!.getStatus().leader) await new Promise((resolve) => setTimeout(resolve, 5))
    led?.()
  }

  /** Records an op the person made (the model checks every one). */
  made(op: OutboxOp): OutboxOp {
    this.ledger.created.set(op.opId, { device: this.name, op })
    return op
  }

  private async pull(list: ListPull): Promise<void> {
    try {
      await this.engine!.pull(list)
    } catch {
      this.pullFailures++
    }
  }

  pullBoard(): Promise<void> {
    return this.pull(pipelinePull(ALL_DEALS))
  }

  pullProjection(): Promise<void> {
    return this.pull(projectionPull(ALL_DEALS, (columns) => (this.columns = columns)))
  }

  async pullClient(clientId: number): Promise<void> {
    for (const list of clientDetailPulls(clientId)) await this.pull(list)
  }

  /**
   * Decides on every op waiting for a person: keep mine or take theirs at random on a 412, take
   * theirs otherwise; a refusal is retried now and then, else discarded. `settle` (converging)
   * prefers take theirs so the outbox empties.
   */
  async decide(settle = false): Promise<void> {
    const engine = this.engine!
    const waiting = await this.db.outbox
      .where('status')
      .anyOf('failed', 'conflict')
      .filter((op) => op.userId === this.userId)
      .toArray()
    for (const op of waiting) {
      try {
        if (op.status === 'conflict') {
          const keep = op.lastStatus === 412 && this.random.chance(settle ? 0.25 : 0.5)
          await (keep ? engine.keepMine(op.opId) : engine.takeTheirs(op.opId))
        } else if (!settle && this.random.chance(0.15)) {
          await engine.retry(op.opId)
        } else {
          await engine.discard(op.opId)
        }
      } catch (error) {
        if (!(error instanceof OpStateError)) throw error
      }
    }
  }

  outboxSize(): Promise<number> {
    return this.db.outbox.count()
  }

  async close(): Promise<void> {
    await this.engine?.stop({ abandon: true })
    await this.faults.settle()
    for (const db of this.databases) db.close()
    await Dexie.delete(this.dbName)
  }
}
