/**
 * Scale-out: two API servers on one PostgreSQL database, each with its own connection pool, behind
 * a balancer that sends every request to either at random and 15% of the writes carrying an
 * Idempotency-Key to both at once; one of them restarts three times while the other serves. The
 * devices' outcome must be the same as with one server: nothing lost, nothing applied twice.
 * This project exists only when TEST_DATABASE_URL names a PostgreSQL server (CI's second pass).
 */
import 'fake-indexeddb/auto'
import { afterAll, expect, it } from 'vitest'
import { ClusterHost } from '../server/chaos/clusterHost.ts'
import type { Device } from '../server/chaos/device.ts'
import { chaosSeed, Random } from '../server/chaos/random.ts'
import { runChaos } from '../server/chaos/run.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('The server-pg project needs TEST_DATABASE_URL')

const SEED = chaosSeed()
console.log(`CHAOS_SEED=${SEED}`)
const host = new ClusterHost(adminUrl, new Random(SEED ^ 0x5eed))
const devices: Device[] = []

afterAll(async () => {
  for (const device of devices) await device.close()
  await host.close()
})

it('converges with two servers on one PostgreSQL, requests spread and doubled across them', async () => {
  await runChaos(host, SEED, devices, () => host.stats)
  expect(host.stats.doubled).toBeGreaterThan(0)
}, 300_000)
