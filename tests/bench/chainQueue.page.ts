/**
 * Bundled into the bench's page (esbuild, IIFE): queues the creates bench's chains through the
 * app's own command path on the app's database, each child naming its parents' temp ids.
 */
import { CrmDb } from '../../src/entities/db.ts'
import { loadEntityOpTypes } from '../../src/entities/opTypes.ts'
import { loadOpTypesWith } from '../../src/sync/opRegistry.ts'
import { enqueue } from '../../src/sync/commands.ts'
import type { OpTypeName } from '../../src/sync/opRegistry.ts'
import { CHAIN_STEPS, type BenchMaster, type ChainIds } from './chainPlan.ts'

loadOpTypesWith(loadEntityOpTypes)

declare global {
  interface Window {
    __queueChains?: (master: BenchMaster, userId: number, chains: number) => Promise<number>
  }
}

window.__queueChains = async (master, userId, chains) => {
  const db = new CrmDb()
  let queued = 0
  for (let chain = 0; chain < chains; chain++) {
    const ids: ChainIds = { client: 0, contact: 0, deal: 0 }
    for (const step of CHAIN_STEPS) {
      const args = step.args(master, userId, chain, ids)
      const op = await enqueue(db, step.type as OpTypeName, args as never, userId)
      if (step.makes) ids[step.makes] = op.entity.id
      queued++
    }
  }
  db.close()
  return queued
}
