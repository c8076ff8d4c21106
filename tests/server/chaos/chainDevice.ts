/**
 * One person's device in the chain scenario: the app's own database (CrmDb, every synced table),
 * signed in through the app's API client, a sync engine that hears the browser's online/offline
 * events, app restarts that abandon what is in flight, and decisions on what the server did not
 * take. What the person does is chainActions.ts; an optional service worker drains the same
 * database from a second connection (chainServiceWorker.ts).
 */
import { companyContactsPull } from '../../../src/entities/contacts/companyContacts.ts'
import { CLIENT_ROUTES } from '../../../src/contract/clients.ts'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import type { MonthColumn } from '../../../src/contract/projection.ts'
import { pathOf } from '../../../src/contract/route.ts'
import { pullProfile } from '../../../src/entities/profile/profilePull.ts'
import { readMonthColumns } from '../../../src/features/projection/projectionModel.ts'
import { projectionPull } from '../../../src/features/projection/projectionPull.ts'
import { unitTargetPull } from '../../../src/entities/targets/targetPulls.ts'
import type { TargetType } from '../../../src/domain/targetTypes.ts'
import { CrmDb } from '../../../src/entities/db.ts'
import { listColumnsKey } from '../../../src/store/meta.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { apiClientTransport } from '../../../src/sync/apiClientTransport.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { opTypeOf } from '../../../src/sync/opRegistry.ts'
import type { CommandArgs, OpTypeName } from '../../../src/sync/opRegistry.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import { asRows, readAnswer, type ListPull } from '../../../src/sync/pull.ts'
import { pipelinePull } from '../../../src/entities/deals/dealLists.ts'
import { DeviceNetwork } from './chainNetwork.ts'
import { World, type Master } from './chainWorld.ts'
import { FaultyTransport, type FaultRates } from './faultyTransport.ts'
import type { Ledger } from './ledger.ts'
import type { Random } from './random.ts'
import { SignedInDevice } from './signedInDevice.ts'

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
    companyContactsPull(clientId),
  ]
}

export class ChainDevice extends SignedInDevice<CrmDb> {
  readonly faults: FaultyTransport
  readonly network: DeviceNetwork
  readonly world: World
  /** The projection board's month columns, as its last pull answered them. */
  columns: MonthColumn[] = []
  /** The user id of the run's RM (whose targets the admin decides, and who joins no team). */
  rmId = 0
  /** Status of every op the server refused (failed), from the tab and the service worker. */
  readonly refusals: { type: string; status: number | null; error: string | null }[] = []
  /**
   * Runs before a restarted app opens its database (the service worker's turn); answers what to
   * run once the new engine leads.
   */
  beforeReopen: (() => Promise<() => void>) | null = null

  constructor(
    name: string,
    email: string,
    baseUrl: string,
    random: Random,
    rates: FaultRates,
    readonly ledger: Ledger,
    readonly master: Master,
  ) {
    super(name, email, baseUrl, random, 'chain', (dbName) => new CrmDb(dbName))
    this.world = new World(name)
    this.faults = new FaultyTransport(apiClientTransport(this.client), random.fork(), rates)
    this.network = new DeviceNetwork(this.faults)
  }

  /** Engine events of the tab and the service worker, into the ledger. */
  record(event: SyncEvent): void {
    this.ledger.record(this.name, event)
    if (event.type === 'applied') {
      // The version the answer left, as the op's write-back puts it on the row: saves answered
      // without one (204, or `{ id }`) left the one they were sent on plus one (a create: 1).
      const { op, serverId } = event
      const { patch } = opTypeOf(op.type).writeBack(event.answer, op.base.version)
      const entity = serverId === undefined ? op.entityKey : `${op.entity.table}:${serverId}`
      const key = `${this.name}|${entity}`
      const known = this.ledger.knownVersions.get(key) ?? new Set<number>()
      if (typeof patch.version === 'number') {
        this.ledger.knownVersions.set(key, known.add(patch.version))
      }
    }
    if (event.type === 'failed') {
      const { type, lastStatus: status, lastError: error } = event.op
      this.refusals.push({ type, status, error })
    }
  }

  startEngine(): void {
    this.launchEngine(
      {
        transport: this.network.transportFor('tab'),
        events: this.network.events,
        browserOnline: !this.network.offline,
        offlineProbeMs: 300,
      },
      (event) => this.record(event),
    )
  }

  /** The app reloads: the service worker may take its turn before the new engine leads. */
  async restart(): Promise<void> {
    let led: (() => void) | undefined
    await this.reopen(async () => {
      led = await this.beforeReopen?.()
    })
    while (!this.engine!.getStatus().leader) await new Promise((resolve) => setTimeout(resolve, 5))
    led?.()
  }

  /** Runs a command as the person, and records the op it made (the model checks every one). */
  async command<N extends OpTypeName>(type: N, args: CommandArgs<N>): Promise<OutboxOp> {
    const op = await enqueue(this.db, type, args, this.userId)
    this.ledger.created.set(op.opId, { device: this.name, op })
    return op
  }

  pullBoard(): Promise<void> {
    return this.pull(pipelinePull(ALL_DEALS))
  }

  async pullProjection(): Promise<void> {
    const list = projectionPull(ALL_DEALS)
    await this.pull(list)
    const stored = (await this.db.meta.get(listColumnsKey(list.key)))?.value
    this.columns = readMonthColumns(stored) ?? this.columns
  }

  async pullClient(clientId: number): Promise<void> {
    for (const list of clientDetailPulls(clientId)) await this.pull(list)
  }

  /** A unit's target of a year, as the target screen pulls it (a row with its version). */
  pullTarget(type: TargetType, unitId: number, year: number): Promise<void> {
    return this.pull(unitTargetPull(type, unitId, year))
  }

  /** The signed-in user's profile, as the Profile screen pulls it (no photo is downloaded). */
  async pullProfile(): Promise<void> {
    try {
      await pullProfile(this.db, this.engine!.transport, { download: () => Promise.resolve('') })
    } catch {
      this.pullFailures++
    }
  }

  close(): Promise<void> {
    return this.closeWith(() => this.faults.settle())
  }
}
