/**
 * The service worker of one device: its own connection to the device's database, draining it
 * with the tab's engine running. Node has no Web Locks, so the worker's drain (drainOutbox, as
 * drainInBackground runs it) and the tab's really send at the same time: only their claims keep
 * an op from going out twice at once. While the app restarts (no tab open) the worker runs the
 * whole Background Sync path, drainInBackground, which first takes back the ops the closed tab
 * left `sending`; the new tab then waits for it, as it would wait for the lock.
 */
import type { CrmDb } from '../../../src/entities/db.ts'
import { drainInBackground } from '../../../src/sync/backgroundDrain.ts'
import { drainOutbox, type DrainOptions } from '../../../src/sync/drain.ts'
import type { ChainDevice } from './chainDevice.ts'
import type { Random } from './random.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class ServiceWorker {
  drains = 0
  closedTabDrains = 0
  applied = 0
  private readonly db: CrmDb
  private stopped = false
  private paused = 0
  private current: Promise<unknown> | null = null
  private loop: Promise<void> | null = null

  constructor(
    private readonly device: ChainDevice,
    private readonly random: Random,
  ) {
    this.db = device.open()
    device.beforeReopen = () => this.drainClosedTab()
  }

  private options(): DrainOptions {
    const { device } = this
    return {
      db: this.db,
      transport: device.network.transportFor('sw'),
      userId: device.userId,
      backoff: { baseMs: 20, capMs: 400, jitter: 0.5 },
      concurrency: 2,
      random: () => this.random.next(),
      offline: () => device.network.offline,
      onEvent: (event) => {
        if (event.type === 'applied') this.applied++
        device.record(event)
      },
    }
  }

  /** One drain at a time; an error of the database fails the run (ledger errors). */
  private run(drain: () => Promise<unknown>): Promise<unknown> {
    const running = drain().catch((error: unknown) => this.device.ledger.errors.push(error))
    this.current = running
    return running.finally(() => {
      if (this.current === running) this.current = null
    })
  }

  /** Background Sync fires now and then while the device is online. */
  start(): void {
    this.loop = (async () => {
      while (!this.stopped) {
        if (this.paused === 0 && !this.device.network.offline) {
          this.drains++
          await this.run(() => drainOutbox(this.options()))
        }
        await sleep(this.random.int(10, 120))
      }
    })()
  }

  /**
   * The app is closed: the worker drains alone, taking back what the tab left `sending`. It does
   * not drain again until the reopened tab has taken back what it finds `sending` (answers the
   * resume), as the tab would hold the lock by then.
   */
  private async drainClosedTab(): Promise<() => void> {
    this.paused++
    await this.current
    if (!this.device.network.offline) {
      this.closedTabDrains++
      await this.run(() => drainInBackground({ ...this.options(), locks: null }))
    }
    return () => void this.paused--
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.loop
    await this.current
  }
}
