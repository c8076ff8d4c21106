import { MASTER_PATH, type MasterData } from '../contract/master.ts'
import type { ApiClient } from './client.ts'

/** GET /pipeline/master: tribes, segments, branches, stages, proposal types and RMs. */
export function getMasterData(client: ApiClient): Promise<MasterData> {
  return client.request<MasterData>(MASTER_PATH)
}
