/**
 * The outbox chaos run, shared by the one-server suite and the two-server one (see
 * outboxChaos.test.ts for what it does and checks).
 */
import { expect } from 'vitest'
import type { Db } from '../../../src/server/db/db.ts'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { Device } from './device.ts'
import { FAULTS, tokenFigures, type FaultRates } from './faultyTransport.ts'
import { coverage, OUTBOX_COVERED } from './coverage.ts'
import { Ledger, runFigures } from './ledger.ts'
import { checkBaseVersions, checkModel, checkNothingLost, readServer } from './model.ts'
import { Random } from './random.ts'
import { restartAlong, sleep } from './serverHost.ts'

/** The server side of a run: one server, or several behind a balancer. */
export interface ChaosHost {
  readonly url: string
  readonly db: Db
  restarts: number
  start(deals: number): Promise<void>
  restart(downForMs: number): Promise<void>
  close(): Promise<void>
}

const DEALS = 40
const OPS_PER_DEVICE = 340
const SERVER_RESTARTS = 3
/** Deals nobody closes, so the board always holds some. */
const KEPT_OPEN = 5
/** Pulls of an empty board before the run gives up on it (the kept-open deals never came). */
const EMPTY_BOARDS_AT_MOST = 500
const RATES: FaultRates = {
  noAnswer: 0.06,
  dropAnswer: 0.06,
  duplicate: 0.04,
  late: 0.04,
  slow: 0.04,
  expiredToken: 0.02,
}

/** One person's session of work: changes, pulls, decisions, and an app restart or two. */
async function work(device: Device, rng: Random, progress: { done: number }): Promise<void> {
  let emptyBoards = 0
  for (let step = 0; step < OPS_PER_DEVICE;) {
    if (await device.act()) {
      step++
      progress.done++
      emptyBoards = 0
    } else {
      if (++emptyBoards > EMPTY_BOARDS_AT_MOST) {
        throw new Error(`${device.name}'s board stayed empty over ${EMPTY_BOARDS_AT_MOST} pulls`)
      }
      await device.pullBoard()
    }
    if (rng.chance(0.06)) await device.pullBoard()
    if (rng.chance(0.08)) await device.pullStatuses()
    if (rng.chance(0.08)) await device.decide()
    if (step === Math.floor(OPS_PER_DEVICE / 2) || rng.chance(0.004)) await device.restart()
    await sleep(rng.int(0, 3))
  }
}

/** Faults off: drain, decide and drain again until every outbox is empty. */
async function converge(devices: Device[]): Promise<number> {
  for (const device of devices) device.transport.enabled = false
  for (let round = 1; round <= 300; round++) {
    for (const device of devices) {
      await device.decide(true)
      await device.engine!.syncNow()
    }
    await Promise.all(devices.map((device) => device.transport.settle()))
    const left = await Promise.all(devices.map((device) => device.outboxSize()))
    if (left.every((size) => size === 0)) return round
    await sleep(20)
  }
  const left = await Promise.all(
    devices.map(async (device) =>
      (await device.db.outbox.toArray()).map((op) => ({
        device: device.name,
        type: op.type,
        entityKey: op.entityKey,
        status: op.status,
        attempts: op.attempts,
        nextAttemptAt: op.nextAttemptAt - Date.now(),
        lastStatus: op.lastStatus,
        lastError: op.lastError,
        userId: op.userId,
        status2: device.engine!.getStatus(),
      })),
    ),
  )
  throw new Error(`The outboxes did not empty: ${JSON.stringify(left.flat().slice(0, 8))}`)
}

/** Runs the devices against the host and checks the outcome; `extra` is logged with the figures. */
export async function runChaos(
  host: ChaosHost,
  seed: number,
  devices: Device[],
  extra: () => Record<string, unknown> = () => ({}),
): Promise<void> {
  const random = new Random(seed)
  const started = performance.now()
  await host.start(DEALS)
  const serverUp = performance.now()
  const before = await readServer(host.db)
  const ledger = new Ledger()
  const keptOpen = new Set(
    [...before.deals]
      .filter(([, facts]) => facts.state === 'open')
      .map(([dealId]) => dealId)
      .sort((a, b) => a - b)
      .slice(0, KEPT_OPEN),
  )
  for (const [name, email] of [
    ['admin', 'admin@crm.test'],
    ['manager', 'manager@crm.test'],
    ['rm', 'rm@crm.test'],
  ] as const) {
    const device = new Device(name, email, host.url, random.fork(), RATES, ledger, keptOpen)
    await device.signIn()
    device.startEngine()
    await device.pullBoard()
    devices.push(device)
  }

  const progress = { done: 0 }
  const total = OPS_PER_DEVICE * devices.length
  await Promise.all([
    ...devices.map((device) => work(device, random.fork(), progress)),
    restartAlong(host, SERVER_RESTARTS, random, progress, total),
  ])
  const worked = performance.now()
  const rounds = await converge(devices)
  const converged = performance.now()
  for (const device of devices) await device.pullBoard()
  const after = await readServer(host.db)

  const faults = Object.fromEntries(
    FAULTS.map((kind) => [
      kind,
      devices.reduce((sum, device) => sum + device.transport.counts[kind], 0),
    ]),
  )
  const model = checkModel(before, after, ledger)
  console.log(
    JSON.stringify({
      ...runFigures(seed, ledger, {
        appRestarts: devices.reduce((sum, device) => sum + device.restarts, 0),
        serverRestarts: host.restarts,
        convergeRounds: rounds,
        clock: { started, serverUp, worked, converged },
      }),
      dealWrites: model.dealWrites,
      statusWrites: model.statusWrites,
      faults,
      tokens: tokenFigures(devices),
      ...extra(),
    }),
  )

  expect(ledger.created.size).toBeGreaterThanOrEqual(1_000)
  // Every op type of this suite was accepted at least once (coverage.ts).
  expect(coverage(OUTBOX_COVERED, ledger.applied.values()).missing).toEqual([])
  expect(ledger.errors).toEqual([])
  expect(checkNothingLost(ledger)).toEqual([])
  expect(model.problems).toEqual([])
  expect(checkBaseVersions(ledger)).toEqual([])
  const guarded = /^(GET \/pipeline\/(drop|probability|state)\/|PUT |DELETE )/i
  const unguarded = devices.flatMap((device) =>
    device.transport.writes.filter(
      (write) => guarded.test(`${write.method} ${write.path}`) && write.ifMatch === undefined,
    ),
  )
  expect(unguarded).toEqual([])
  // The run did race: concurrent changes were met and marked, not written over; those that
  // changed other fields of the entity were merged without asking (a state set while the stage
  // moved), those that changed the same fields reached a person.
  expect(ledger.conflicts).toBeGreaterThan(0)
  expect(ledger.merges).toBeGreaterThan(0)
  expect(host.restarts).toBe(SERVER_RESTARTS)
  // Tokens expired beneath the API client, which renewed the session (the engine has no refresh).
  expect(tokenFigures(devices).expired).toBeGreaterThan(0)
  expect(tokenFigures(devices).refreshes).toBeGreaterThan(0)

  // Every device's board shows what the server has.
  const open = [...after.deals].filter(([, facts]) => facts.state === 'open')
  for (const device of devices) {
    const rows = await device.db.deals.toArray()
    expect(rows.map((row) => row.dealId).sort((a, b) => a - b)).toEqual(
      open.map(([dealId]) => dealId).sort((a, b) => a - b),
    )
    for (const row of rows) {
      const facts = after.deals.get(row.dealId)!
      expect({ stage: row.stage, probability: row.probability, version: row.version }).toEqual({
        stage: facts.stage,
        probability: facts.probability,
        version: facts.version,
      })
    }
    expect(await device.db.syncLists.get(`pipeline:/pipeline/0/0/0/0/0/0`)).toBeDefined()
  }
  expect(ALL_DEALS.probabilities).toEqual([])
}
