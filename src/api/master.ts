import { MASTER_ROUTES, type MasterData } from '../contract/master.ts'
import { pathOf } from '../contract/route.ts'
import type { ApiClient } from './client.ts'

/** GET /pipeline/master: tribes, segments, branches, stages, proposal types and RMs. */
export function getMasterData(client: ApiClient): Promise<MasterData> {
  const { read } = MASTER_ROUTES
  return client.request<MasterData>(pathOf(read, {}), { method: read.method })
}
