/**
 * One simulated person on one device: signs in through the app's API client, acts on the
 * pipeline board and status updates as the UI would (commands into the outbox), pulls lists,
 * decides on conflicts and refusals, and restarts its app (a new engine over the same database)
 * at random, abandoning whatever was in flight.
 */
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { PROBABILITY_LEVELS } from '../../../src/domain/probability.ts'
import type { StageId, StateCode } from '../../../src/domain/stages.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { apiClientTransport } from '../../../src/sync/apiClientTransport.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { pipelinePull, statusUpdatesPull } from '../../../src/entities/deals/dealLists.ts'
import { ClientDb, type DealRow } from './clientDb.ts'
import { FaultyTransport, type FaultRates } from './faultyTransport.ts'
import type { Ledger } from './ledger.ts'
import type { Random } from './random.ts'
import { SignedInDevice } from './signedInDevice.ts'

const STATUS_WORDS = ['Called', 'Met', 'Emailed', 'Sent the proposal to', 'Followed up with']
const PEOPLE = ['the CFO', 'procurement', 'the owner', 'the project lead', 'legal']

export class Device extends SignedInDevice<ClientDb> {
  readonly transport: FaultyTransport

  constructor(
    name: string,
    email: string,
    baseUrl: string,
    random: Random,
    rates: FaultRates,
    private readonly ledger: Ledger,
    /**
     * Deals nobody closes: with every deal won or lost the board is empty and nobody can act, so
     * the run would spin until its timeout.
     */
    private readonly keptOpen: ReadonlySet<number>,
  ) {
    super(name, email, baseUrl, random, 'chaos', (dbName) => new ClientDb(dbName))
    this.transport = new FaultyTransport(apiClientTransport(this.client), random.fork(), rates)
  }

  startEngine(): void {
    this.launchEngine({ transport: this.transport, events: null, browserOnline: true }, (event) =>
      this.ledger.record(this.name, event),
    )
  }

  restart(): Promise<void> {
    return this.reopen()
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
        const closable = open.filter((row) => !this.keptOpen.has(row.dealId))
        if (closable.length === 0) return this.act()
        const dealId = closable.includes(target) ? target.dealId : random.pick(closable).dealId
        const code: StateCode = random.chance(0.85) ? 3 : 2
        await this.queue(enqueue(db, 'deal.setState', { dealId, code }, userId))
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

  pullBoard(): Promise<void> {
    return this.pull(pipelinePull(ALL_DEALS))
  }

  async pullStatuses(): Promise<void> {
    const rows = await this.db.deals.toArray()
    if (rows.length === 0) return
    await this.pull(statusUpdatesPull(this.random.pick(rows).dealId))
  }

  close(): Promise<void> {
    return this.closeWith(() => this.transport.settle())
  }
}
