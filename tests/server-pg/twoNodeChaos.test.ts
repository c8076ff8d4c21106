/**
 * Scale-out: two API servers on one PostgreSQL database, each with its own connection pool, behind
 * a balancer that sends every request to either at random and 15% of the writes carrying an
 * Idempotency-Key to both at once; one of them restarts three times while the other serves. The
 * devices' outcome must be the same as with one server: nothing lost, nothing applied twice.
 * Each run takes the regression seeds and one random seed (printed); reproduce one with
 * CHAOS_SEED=<the seed>. This project exists only when TEST_DATABASE_URL names a PostgreSQL
 * server (CI's second pass).
 */
import 'fake-indexeddb/auto'
import { expect, it } from 'vitest'
import { ClusterHost } from '../server/chaos/clusterHost.ts'
import type { Device } from '../server/chaos/device.ts'
import { chaosSeeds, Random } from '../server/chaos/random.ts'
import { runChaos } from '../server/chaos/run.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('The server-pg project needs TEST_DATABASE_URL')

for (const seed of chaosSeeds()) {
  it(`converges with two servers on one PostgreSQL, requests spread and doubled across them (CHAOS_SEED=${seed})`, async () => {
    const host = new ClusterHost(adminUrl, new Random(seed ^ 0x5eed))
    const devices: Device[] = []
    try {
      await runChaos(host, seed, devices, () => host.stats)
      expect(host.stats.doubled).toBeGreaterThan(0)
    } finally {
      for (const device of devices) await device.close()
      await host.close()
    }
  }, 300_000)
}
