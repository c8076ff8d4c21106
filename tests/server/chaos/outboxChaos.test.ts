/**
 * The sync engine against the real server in-process, under injected faults: three people
 * (admin, manager, RM) on their own devices make over a thousand changes to the same deals and
 * status updates while requests and answers get lost, duplicated and delayed, apps restart
 * mid-replay and the server restarts on its data dir. After convergence the server must equal
 * the model of all accepted ops: nothing lost, nothing applied twice, every race either merged
 * (the other side changed other fields: the op was rebased on its version) or a conflict for a
 * person; the figures give both ("merged", "conflicts", "conflictsToUser"). Each run takes the regression seeds and one random seed (printed); reproduce one with
 * CHAOS_SEED=<the seed>.
 */
import 'fake-indexeddb/auto'
import { it } from 'vitest'
import type { Device } from './device.ts'
import { chaosSeeds } from './random.ts'
import { runChaos } from './run.ts'
import { ServerHost } from './serverHost.ts'

for (const seed of chaosSeeds()) {
  it(`converges to the model of all accepted ops under lost, duplicated and late requests and restarts (CHAOS_SEED=${seed})`, async () => {
    const host = new ServerHost()
    const devices: Device[] = []
    try {
      await runChaos(host, seed, devices)
    } finally {
      for (const device of devices) await device.close()
      await host.close()
    }
  }, 300_000)
}
