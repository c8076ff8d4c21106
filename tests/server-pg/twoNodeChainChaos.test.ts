/**
 * The chain scenario (creates naming each other's temporary ids, edits, deletes, a service worker
 * draining beside the tab; see tests/server/chaos/chainChaos.test.ts) against two API servers on
 * one PostgreSQL database behind a balancer that spreads requests and doubles some writes: the
 * concurrent requests of the pipelined drains really run concurrently, on separate connections.
 * Each run takes the regression seeds and one random seed (printed); reproduce one with
 * CHAOS_SEED=<the seed>. Runs only when TEST_DATABASE_URL names a PostgreSQL server.
 */
import 'fake-indexeddb/auto'
import { expect, it } from 'vitest'
import { runChains } from '../server/chaos/chainRun.ts'
import { ClusterHost } from '../server/chaos/clusterHost.ts'
import { chaosSeeds, Random } from '../server/chaos/random.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('The server-pg project needs TEST_DATABASE_URL')

for (const seed of chaosSeeds()) {
  it(`chained creates converge on two servers over one PostgreSQL (CHAOS_SEED=${seed})`, async () => {
    const host = new ClusterHost(adminUrl, new Random(seed ^ 0xc4a1))
    try {
      await runChains(host, seed)
      expect(host.stats.doubled).toBeGreaterThan(0)
    } finally {
      await host.close()
    }
  }, 300_000)
}
