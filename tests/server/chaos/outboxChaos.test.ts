/**
 * The sync engine against the real server in-process, under injected faults: three people
 * (admin, manager, RM) on their own devices make over a thousand changes to the same deals and
 * status updates while requests and answers get lost, duplicated and delayed, apps restart
 * mid-replay and the server restarts on its data dir. After convergence the server must equal
 * the model of all accepted ops: nothing lost, nothing applied twice, every race a conflict.
 * Reproduce a run with CHAOS_SEED=<the printed seed>.
 */
import 'fake-indexeddb/auto'
import { afterAll, it } from 'vitest'
import type { Device } from './device.ts'
import { chaosSeed } from './random.ts'
import { runChaos } from './run.ts'
import { ServerHost } from './serverHost.ts'

const SEED = chaosSeed()
console.log(`CHAOS_SEED=${SEED}`)

const host = new ServerHost()
const devices: Device[] = []

afterAll(async () => {
  for (const device of devices) await device.close()
  await host.close()
})

it('converges to the model of all accepted ops under lost, duplicated and late requests and restarts', async () => {
  await runChaos(host, SEED, devices)
}, 300_000)
