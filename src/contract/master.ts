import type { IdText } from './common.ts'
import { route } from './route.ts'
import { answerObject, answerText, idTextAnswer, unchecked } from './answer.ts'
import { array, integer, type Infer } from './validate.ts'

/**
 * { userId, name, email } as the spec reads it, plus the RM's branch and segment for the
 * relationship manager picker's filters and columns (optional: rows cached before they existed).
 */
const masterRmAnswer = answerObject({
  userId: integer(),
  name: answerText(),
  email: unchecked<string>(),
  branch: unchecked<IdText | null | undefined>(),
  segment: unchecked<IdText | null | undefined>(),
})
export type MasterRm = Infer<typeof masterRmAnswer>

/** GET /pipeline/master */
const masterAnswer = answerObject({
  rms: array(masterRmAnswer),
  segments: array(idTextAnswer),
  tribes: array(idTextAnswer),
  branches: array(idTextAnswer),
  stages: array(idTextAnswer),
  proposalTypes: array(idTextAnswer),
  /** Client industries (client filters and forms). */
  industries: unchecked<IdText[]>(),
})
export type MasterData = Infer<typeof masterAnswer>

export const MASTER_ROUTES = {
  /** The option lists of every filter and form. */
  read: route({ method: 'GET', pattern: '/pipeline/master', answer: masterAnswer }),
}
