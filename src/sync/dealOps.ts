/** Deal ops of the pipeline board: move stage (drop), probability, and state (Won, Lost, reopen). */
import { PIPELINE_PATHS } from '../contract/pipeline.ts'
import {
  stageForProbability,
  stageProbability,
  type StageId,
  type StateCode,
} from '../domain/stages.ts'
import { defineOp, entityState, numberFields } from './opType.ts'

/** The deal's state as the local row keeps it (the pipeline list only answers open deals). */
export type DealStateName = 'open' | 'won' | 'lost'

export const STATE_BY_CODE: Readonly<Record<StateCode, DealStateName>> = {
  2: 'won',
  3: 'lost',
  4: 'open',
}

const dealState = (body: unknown) => entityState(body, 'dealId')

export type MoveStageArgs = { dealId: number; stage: StageId }

/** Drag and drop to another column: the stage and that stage's probability. */
export const dealMoveStage = defineOp<MoveStageArgs>({
  type: 'deal.moveStage',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ stage }) => ({ stage, probability: stageProbability(stage) }),
  request: ({ dealId, stage }, { userId }) => ({
    method: 'GET',
    path: PIPELINE_PATHS.drop(dealId, userId, stage),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['stage', 'probability', 'version']) }),
  serverState: dealState,
})

export type SetProbabilityArgs = { dealId: number; probability: number }

/** The probability editor: the probability, and the stage the probability rule gives. */
export const dealSetProbability = defineOp<SetProbabilityArgs>({
  type: 'deal.setProbability',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ probability }) => ({ probability, stage: stageForProbability(probability) }),
  request: ({ dealId, probability }, { userId }) => ({
    method: 'GET',
    path: PIPELINE_PATHS.probability(dealId, userId, probability),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['stage', 'probability', 'version']) }),
  serverState: dealState,
})

export type SetStateArgs = { dealId: number; code: StateCode }

/** Won (2), Lost (3), reopen (4). */
export const dealSetState = defineOp<SetStateArgs>({
  type: 'deal.setState',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ code }) => ({ state: STATE_BY_CODE[code] }),
  request: ({ dealId, code }, { userId }) => ({
    method: 'GET',
    path: PIPELINE_PATHS.state(dealId, userId, code),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: dealState,
})
