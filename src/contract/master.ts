import type { IdText } from './common.ts'
import { route } from './route.ts'
import { answerList, answerObject, answerText, idTextAnswer } from './answer.ts'
import { array, integer } from './validate.ts'

/**
 * { userId, name, email } as the spec reads it, plus the RM's branch and segment for the
 * relationship manager picker's filters and columns (optional: rows cached before they existed).
 */
export interface MasterRm {
  userId: number
  name: string
  email: string
  branch?: IdText | null
  segment?: IdText | null
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

export const MASTER_ROUTES = {
  /** The option lists of every filter and form. */
  read: route<MasterData>({
    method: 'GET',
    pattern: '/pipeline/master',
    answer: answerObject<MasterData>({
      rms: answerList<MasterRm>({ userId: integer(), name: answerText() }),
      segments: array(idTextAnswer),
      tribes: array(idTextAnswer),
      branches: array(idTextAnswer),
      stages: array(idTextAnswer),
      proposalTypes: array(idTextAnswer),
    }),
  }),
}
