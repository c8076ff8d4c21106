/**
 * One simulated person on one device: signs in through the app's API client, acts on the
 * pipeline board and status updates as the UI would (commands into the outbox), pulls lists,
 * decides on conflicts and refusals, and restarts its app (a new engine over the same database)
 * at random, abandoning whatever was in flight.
 */
import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { login } from '../../../src/api/auth.ts'
import { createApiClient, type ApiClient, type SessionTokens } from '../../../src/api/client.ts'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { PROBABILITY_LEVELS } from '../../../src/domain/probability.ts'
import type { StageId, StateCode } from '../../../src/domain/stages.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { apiClientRefresh, apiClientTransport } from '../../../src/sync/apiClientTransport.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts'
import { pipelinePull, statusUpdatesPull } from '../../../src/sync/pull.ts'
import { OpStateError } from '../../../src/sync/resolve.ts'
import { ClientDb, type DealRow } from './clientDb.ts'
import { FaultyTransport, type FaultRates } from './faultyTransport.ts'
import type { Ledger } from './ledger.ts'
import type { Random } from './random.ts'

const STATUS_WORDS = ['Called', 'Met', 'Emailed', 'Sent the proposal to', 'Followed up with']
const PEOPLE = ['the CFO', 'procurement', 'the owner', 'the project lead', 'legal']

export class Device {
  db: ClientDb
  engine: SyncEngine | null = null
  readonly transport: FaultyTransport
  readonly client: ApiClient
  userId = 0
  restarts = 0
  pullFailures = 0
  private session: SessionTokens | null = null
  private readonly dbName: string
  private readonly databases: ClientDb[] = []

  constructor(
    readonly name: string,
    private readonly email: string,
    baseUrl: string,
    private readonly random: Random,
    rates: FaultRates,
    private readonly ledger: Ledger,
  ) {
    this.dbName = `chaos-${name}-${process.pid}-${random.int(1, 1e9)}`
    this.db = this.open()
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
    this.transport = new FaultyTransport(apiClientTransport(this.client), random.fork(), rates)
  }

  private open(): ClientDb {
    const db = new ClientDb(this.dbName)
    this.databases.push(db)
    return db
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
      transport: this.transport,
      refresh: apiClientRefresh(this.client),
      userId: this.userId,
      locks: null,
      events: null,
      browserOnline: true,
      backoff: { baseMs: 20, capMs: 400, jitter: 0.5 },
      concurrency: 3,
      watchdogEveryMs: 5_000,
      random: () => this.random.next(),
    })
    engine.onEvent((event) => {
      this.ledger.record(this.name, event)
      if (event.type === 'paused') void this.signInAgain(engine)
    })
    engine.start()
    this.engine = engine
  }

  /** The session could not be renewed (its refresh answer was lost): sign in as the same user. */
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

  /** The app reloads: what was in flight is abandoned; a new engine opens the same database. */
  async restart(): Promise<void> {
    await this.engine?.stop({ abandon: true })
    this.db = this.open()
    this.restarts++
    this.startEngine()
  }

  private mayActOn(row: DealRow): boolean {
    if (this.name !== 'rm') return true
    return [...row.rms, ...row.access].some((person) => person.id === this.userId)
  }

  private async queue(op: Promise<OutboxOp>): Promise<void> {
    const queued = await op
    this.ledger.created.set(queued.opId, { device: this.name, op: queued })
  }

  /** One thing a person does on the board or a deal's status card; false when the board is empty. */
  async act(): Promise<boolean> {
    const { db, random, userId } = this
    const rows = await db.deals.toArray()
    const open = rows.filter((row) => (row.state ?? 'open') === 'open')
    if (open.length === 0) return false
    // Mostly deals the person may act on; now and then one they may not (a refusal).
    const allowed = open.filter((row) => this.mayActOn(row))
    const target = random.pick(allowed.length > 0 && random.chance(0.9) ? allowed : open)
    const roll = random.next()
    if (roll < 0.3) {
      const stage = random.pick([1, 2, 3, 4, 5].filter((s) => s !== target.stage)) as StageId
      await this.queue(enqueue(db, 'deal.moveStage', { dealId: target.dealId, stage }, userId))
    } else if (roll < 0.5) {
      const probability = random.pick(PROBABILITY_LEVELS.map((level) => level.value))
      await this.queue(
        enqueue(db, 'deal.setProbability', { dealId: target.dealId, probability }, userId),
      )
    } else if (roll < 0.56) {
      const lost = rows.filter((row) => row.state === 'lost')
      if (lost.length > 0 && random.chance(0.6)) {
        const code: StateCode = 4
        await this.queue(
          enqueue(db, 'deal.setState', { dealId: random.pick(lost).dealId, code }, userId),
        )
      } else {
        const code: StateCode = random.chance(0.85) ? 3 : 2
        await this.queue(enqueue(db, 'deal.setState', { dealId: target.dealId, code }, userId))
      }
    } else {
      await this.actOnStatus(target)
    }
    return true
  }

  private async actOnStatus(target: DealRow): Promise<void> {
    const { db, random, userId } = this
    const entries = await db.statusUpdates.toArray()
    const roll = random.next()
    const text = `${random.pick(STATUS_WORDS)} ${random.pick(PEOPLE)} #${random.int(1, 9999)}`
    if (entries.length === 0 || roll < 0.55) {
      await this.queue(
        enqueue(
          db,
          'status.create',
          { dealId: target.dealId, status: text, firstname: this.name },
          userId,
        ),
      )
      return
    }
    const entry = random.pick(entries)
    if (roll < 0.85) {
      await this.queue(
        enqueue(
          db,
          'status.update',
          { statusId: entry.id, dealId: entry.dealId, status: text },
          userId,
        ),
      )
    } else {
      await this.queue(
        enqueue(db, 'status.delete', { statusId: entry.id, dealId: entry.dealId }, userId),
      )
    }
  }

  async pullBoard(): Promise<void> {
    try {
      await this.engine!.pull(pipelinePull(ALL_DEALS))
    } catch {
      this.pullFailures++
    }
  }

  async pullStatuses(): Promise<void> {
    const rows = await this.db.deals.toArray()
    if (rows.length === 0) return
    try {
      await this.engine!.pull(statusUpdatesPull(this.random.pick(rows).dealId))
    } catch {
      this.pullFailures++
    }
  }

  /**
   * Decides on every op waiting for a person. While the chaos runs, keep mine and take theirs are
   * picked at random; when converging, `settle` prefers take theirs so the outbox empties.
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
        // Decided already (a discarded create took it along) or sent again meanwhile.
        if (!(error instanceof OpStateError)) throw error
      }
    }
  }

  async outboxSize(): Promise<number> {
    return this.db.outbox.count()
  }

  async close(): Promise<void> {
    await this.engine?.stop({ abandon: true })
    await this.transport.settle()
    for (const db of this.databases) db.close()
    await Dexie.delete(this.dbName)
  }
}
