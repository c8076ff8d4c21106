/**
 * The chain scenario's run (see chainChaos.test.ts for what it does and checks): an admin and an
 * RM work mostly offline or through a faulty network, their apps restart, the RM's service worker
 * drains beside its tab, the server restarts twice; then faults off, everything drains and the
 * server and the devices are checked.
 */
import { expect } from 'vitest'
import { opTypeOf } from '../../../src/sync/opRegistry.ts'
import { act } from './chainActions.ts'
import { ChainDevice } from './chainDevice.ts'
import { checkLocal } from './chainLocal.ts'
import { ChainModel } from './chainModel.ts'
import { checkMore } from './chainModelMore.ts'
import { everyAction, targetYears } from './chainMore.ts'
import { negativeReferences, readMore, readRows } from './chainServer.ts'
import { CHAIN_COVERED, coverage } from './coverage.ts'
import { ServiceWorker } from './chainServiceWorker.ts'
import { readMaster } from './chainWorld.ts'
import { FAULTS, tokenFigures, type FaultRates } from './faultyTransport.ts'
import { entityStory, fates, Ledger, runFigures, type DeliveredWrite } from './ledger.ts'
import { checkBaseVersions, checkNothingLost } from './model.ts'
import { Random } from './random.ts'
import type { ChaosHost } from './run.ts'
import { restartAlong, sleep } from './serverHost.ts'

const DEALS = 40
const OPS_PER_DEVICE = 240
const SERVER_RESTARTS = 2
const RATES: FaultRates = {
  noAnswer: 0.06,
  dropAnswer: 0.08,
  duplicate: 0.05,
  late: 0.05,
  slow: 0.04,
  expiredToken: 0.02,
}
/** A stretch of work: offline for a while now and then (the online event when back). */
async function work(device: ChainDevice, random: Random, progress: { done: number }) {
  let offlineFor = 0
  for (let step = 0; step < OPS_PER_DEVICE; step++) {
    if (offlineFor > 0 && --offlineFor === 0) device.network.goOnline()
    else if (offlineFor === 0 && random.chance(0.06)) {
      offlineFor = random.int(8, 40)
      device.network.goOffline()
    }
    await act(device)
    // Once, well into the work: every action of chainMore.ts, so each op type is made (the RM
    // first: its targets then wait for the admin's decision).
    const tour = device.name === 'rm' ? 0.4 : 0.6
    if (step === Math.floor(OPS_PER_DEVICE * tour)) await everyAction(device)
    progress.done++
    // The admin looks at the board more often (and so sees the RM's new deals).
    if (random.chance(device.name === 'admin' ? 0.1 : 0.04)) await device.pullBoard()
    if (random.chance(0.03)) await device.pullProjection()
    if (random.chance(0.08)) await device.decide()
    if (step === Math.floor(OPS_PER_DEVICE / 2) || random.chance(0.006)) await device.restart()
    await sleep(random.int(0, 3))
  }
  if (device.network.offline) device.network.goOnline()
}

/** A drain that does not end is an op stuck for good: fail with what the outbox holds. */
async function syncOrReport(device: ChainDevice): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void device.db.outbox.toArray().then((ops) =>
        reject(
          new Error(
            `${device.name}: the drain did not end; outbox ${JSON.stringify(
              ops.slice(0, 6).map(({ type, entityKey, status, attempts, args }) => ({
                type,
                entityKey,
                status,
                attempts,
                args,
              })),
            )}`,
          ),
        ),
      )
    }, 30_000)
  })
  try {
    await Promise.race([device.engine!.syncNow(), stuck])
  } finally {
    clearTimeout(timer)
  }
}

async function converge(devices: ChainDevice[]): Promise<number> {
  for (const device of devices) device.faults.enabled = false
  for (let round = 1; round <= 100; round++) {
    for (const device of devices) {
      await device.decide(true)
      await syncOrReport(device)
    }
    await Promise.all(devices.map((device) => device.faults.settle()))
    const left = await Promise.all(devices.map((device) => device.outboxSize()))
    if (left.every((size) => size === 0)) return round
    await sleep(20)
  }
  const left = await Promise.all(devices.map((device) => device.db.outbox.toArray()))
  throw new Error(`The outboxes did not empty: ${JSON.stringify(left.flat().slice(0, 6))}`)
}

/** Ops made naming a temp id other than their own (a child made while its parent waited). */
function chained(ledger: Ledger): number {
  let count = 0
  for (const { op } of ledger.created.values()) {
    const refs = Object.keys(opTypeOf(op.type).refs)
    if (refs.some((arg) => [op.args[arg]].flat().some((id) => typeof id === 'number' && id < 0))) {
      count++
    }
  }
  return count
}

export async function runChains(host: ChaosHost, seed: number): Promise<void> {
  const random = new Random(seed)
  const started = performance.now()
  await host.start(DEALS)
  const serverUp = performance.now()
  const master = await readMaster(host.db)
  const projectionBefore = (await readRows(host.db)).projectionItems
  const ledger = new Ledger()
  const devices = [
    new ChainDevice('admin', 'admin@crm.test', host.url, random.fork(), RATES, ledger, master),
    new ChainDevice('rm', 'rm@crm.test', host.url, random.fork(), RATES, ledger, master),
  ]
  const rm = devices[1]!
  const worker = new ServiceWorker(rm, random.fork())
  try {
    // Set up on a working network: signed in, the board, the projection board, the profile and
    // the RM's targets pulled.
    for (const device of devices) {
      device.faults.enabled = false
      await device.signIn()
      device.startEngine()
      await device.pullBoard()
      await device.pullProjection()
      await device.pullProfile()
    }
    for (const device of devices) {
      device.rmId = rm.userId
      for (const year of targetYears()) await device.pullTarget('rm', rm.userId, year)
      device.faults.enabled = true
    }
    const moreBefore = await readMore(host.db)
    worker.start()
    const progress = { done: 0 }
    await Promise.all([
      ...devices.map((device) => work(device, random.fork(), progress)),
      restartAlong(host, SERVER_RESTARTS, random, progress, OPS_PER_DEVICE * devices.length),
    ])
    const worked = performance.now()
    await worker.stop()
    let rounds = await converge(devices)
    // The faults can keep a type from being accepted in the work (a target decided only once the
    // RM's submission reached the server, an invoice move whose conflict the person discarded):
    // then each person does every action once more, on the quiet network converge left, the RM
    // first (its target then waits for the admin's decision), so every run covers every type. A
    // conflict met there is settled by taking theirs three times in four: up to three passes.
    for (
      let pass = 0;
      pass < 3 && coverage(CHAIN_COVERED, ledger.applied.values()).missing.length > 0;
      pass++
    ) {
      for (const device of [rm, devices[0]!]) {
        await everyAction(device)
        rounds += await converge(devices)
      }
    }
    const converged = performance.now()

    const rows = await readRows(host.db)
    const writes: DeliveredWrite[] = devices.flatMap((device) =>
      device.faults.writes.map((write) => ({ ...write, device: device.name })),
    )
    const delivered = new Set(writes.map((write) => write.opId))
    const model = new ChainModel(ledger, rows, delivered)
    model.checkSentIds()
    const report = model.checkCreates()
    const projectionWrites = model.checkProjection(projectionBefore)
    const more = checkMore(ledger, moreBefore, await readMore(host.db), delivered)
    const { byType, missing } = coverage(CHAIN_COVERED, ledger.applied.values())
    const refusals = devices.flatMap((device) => device.refusals)
    console.log(
      JSON.stringify({
        ...runFigures(seed, ledger, {
          appRestarts: devices.reduce((sum, device) => sum + device.restarts, 0),
          serverRestarts: host.restarts,
          convergeRounds: rounds,
          clock: { started, serverUp, worked, converged },
        }),
        madeOnTempIds: chained(ledger),
        othersEdited: devices.reduce((sum, device) => sum + device.world.othersEdited, 0),
        creates: report.creates,
        edits: report.edits,
        deletes: report.deletes,
        projectionWrites,
        documents: more.documents,
        targetWrites: more.targetWrites,
        profileWrites: more.profileWrites,
        byType,
        refusals: refusals.map((refusal) => `${refusal.type} ${refusal.status}`),
        faults: Object.fromEntries(
          FAULTS.map((kind) => [kind, devices.reduce((sum, d) => sum + d.faults.counts[kind], 0)]),
        ),
        tokens: tokenFigures(devices),
        serviceWorker: {
          drains: worker.drains,
          closedTabDrains: worker.closedTabDrains,
          applied: worker.applied,
          sent: Object.fromEntries(rm.network.sentBy),
        },
      }),
    )

    expect(ledger.errors).toEqual([])
    expect(checkNothingLost(ledger)).toEqual([])
    expect(checkBaseVersions(ledger)).toEqual([])
    const stories = model.unexplained.flatMap((entity) => entityStory(ledger, writes, entity))
    expect(report.problems, stories.join('\n') || undefined).toEqual([])
    expect(more.problems).toEqual([])
    expect(await negativeReferences(host.db)).toEqual([])
    expect(devices.flatMap((device) => device.network.leakedTempIds)).toEqual([])
    // Two drains on one database: their claims keep an op from going out twice at once.
    expect(rm.network.overlaps).toEqual([])
    // Valid args only: what the server refuses is someone else's (403), or a row deleted
    // meanwhile (404: by another person, or by the person's own company delete, sent beside a
    // contact queued before it: ops on different entities go in parallel).
    expect(refusals.filter((refusal) => refusal.status !== 403 && refusal.status !== 404)).toEqual(
      [],
    )
    for (const device of devices) expect(await checkLocal(device.name, device.db)).toEqual([])

    // The run did what it is for.
    expect(ledger.created.size).toBeGreaterThanOrEqual(OPS_PER_DEVICE * 2)
    expect(chained(ledger)).toBeGreaterThan(20)
    // Every op type of this suite was accepted at least once (coverage.ts).
    expect(missing, fates(ledger, missing).join('\n') || 'none of them was made').toEqual([])
    expect(worker.applied).toBeGreaterThan(0)
    expect(ledger.conflicts).toBeGreaterThan(0)
    expect(host.restarts).toBe(SERVER_RESTARTS)
    // Tokens expired beneath the API client, which renewed the session (the engine has no refresh).
    expect(tokenFigures(devices).expired).toBeGreaterThan(0)
    expect(tokenFigures(devices).refreshes).toBeGreaterThan(0)
  } finally {
    await worker.stop()
    for (const device of devices) await device.close()
  }
}
