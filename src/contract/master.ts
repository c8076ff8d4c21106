import type { IdText } from './common.ts'

export const MASTER_PATH = '/pipeline/master'

export interface MasterRm {
  userId: number
  name: string
  email: string
}

/** GET /pipeline/master */
export interface MasterData {
  rms: MasterRm[]
  segments: IdText[]
  tribes: IdText[]
  branches: IdText[]
  stages: IdText[]
  proposalTypes: IdText[]
  /** Client industries (client filters and forms). */
  industries: IdText[]
}
