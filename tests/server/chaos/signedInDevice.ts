/**
 * What every simulated device shares: its own database (reopened on an app restart), a session
 * through the app's API client (which renews expired tokens, ExpiringTokens beneath it), a sync
 * engine with the chaos suite's fast backoff, signing in again when the session cannot be renewed,
 * and deciding on what the server did not take.
 */
import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { login } from '../../../src/api/auth.ts'
import { createApiClient, type ApiClient, type SessionTokens } from '../../../src/api/client.ts'
import {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
} from '../../../src/sync/engine.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import type { ListPull } from '../../../src/sync/pull.ts'
import { canKeepMine, OpStateError } from '../../../src/sync/resolve.ts'
import type { SyncDb } from '../../../src/sync/syncDb.ts'
import { ExpiringTokens } from './faultyTransport.ts'
import type { Random } from './random.ts'

/** What differs between the devices' engines: where requests go and what the network says. */
export type EngineWiring = Pick<
  SyncEngineOptions,
  'transport' | 'events' | 'browserOnline' | 'offlineProbeMs'
>

export abstract class SignedInDevice<D extends SyncDb & Dexie> {
  db: D
  engine: SyncEngine | null = null
  readonly client: ApiClient
  /** The HTTP layer beneath the client, where the expired-token fault happens. */
  readonly tokens = new ExpiringTokens()
  readonly dbName: string
  userId = 0
  restarts = 0
  pullFailures = 0
  private session: SessionTokens | null = null
  private readonly databases: D[] = []

  protected constructor(
    readonly name: string,
    private readonly email: string,
    baseUrl: string,
    readonly random: Random,
    dbPrefix: string,
    private readonly makeDb: (name: string) => D,
  ) {
    this.dbName = `${dbPrefix}-${name}-${process.pid}-${random.int(1, 1e9)}`
    this.db = this.open()
    this.client = createApiClient({
      baseURL: `${baseUrl}/api`,
      appCredentials: { clientId: 'crm-web', secret: 'crm-web-secret' },
      timeoutMs: 10_000,
      fetch: this.tokens.fetch,
      tokens: {
        read: () => this.session,
        save: (tokens) => void (this.session = tokens),
        clear: () => void (this.session = null),
      },
    })
  }

  /** A connection to the device's database (the tab's, or the service worker's). */
  open(): D {
    const db = this.makeDb(this.dbName)
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

  abstract startEngine(): void

  /** Starts an engine over the current database; its events go to `record`. */
  protected launchEngine(wiring: EngineWiring, record: (event: SyncEvent) => void): void {
    const engine = createSyncEngine({
      ...wiring,
      db: this.db,
      userId: this.userId,
      locks: null,
      backoff: { baseMs: 20, capMs: 400, jitter: 0.5 },
      concurrency: 3,
      watchdogEveryMs: 5_000,
      random: () => this.random.next(),
    })
    engine.onEvent((event) => {
      record(event)
      if (event.type === 'paused') void this.signInAgain(engine)
    })
    engine.start()
    this.engine = engine
  }

  /**
   * The session could not be renewed (the client's refresh was refused: its rotated token's answer
   * was lost): sign in as the same user.
   */
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
  protected async reopen(beforeOpen?: () => Promise<void>): Promise<void> {
    await this.engine?.stop({ abandon: true })
    await beforeOpen?.()
    this.db = this.open()
    this.restarts++
    this.startEngine()
  }

  /** Pulls a list; a failed pull is counted, as the screen would show its error and go on. */
  protected async pull(list: ListPull): Promise<void> {
    try {
      await this.engine!.pull(list)
    } catch {
      this.pullFailures++
    }
  }

  /**
   * Decides on every op waiting for a person. While the chaos runs, keep mine (on a 412) and take
   * theirs are picked at random and a refusal is now and then retried, else discarded; when
   * converging, `settle` prefers take theirs so the outbox empties.
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
          // Keep mine only where the engine allows it (the conflict carried the server's version).
          const keep =
            op.lastStatus === 412 && canKeepMine(op) && this.random.chance(settle ? 0.25 : 0.5)
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

  outboxSize(): Promise<number> {
    return this.db.outbox.count()
  }

  /** Stops the engine, waits for `settle` (requests still out), and deletes the database. */
  protected async closeWith(settle: () => Promise<void>): Promise<void> {
    await this.engine?.stop({ abandon: true })
    await settle()
    for (const db of this.databases) db.close()
    await Dexie.delete(this.dbName)
  }
}
