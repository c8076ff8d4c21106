/** The pipeline board: deal cards, moving stage, state and probability (core-spec sections 4, 7). */

import type { IdText, Versioned } from './common.ts'
import { idsSegment } from './calls.ts'
import { array, decimal, integer, literal, object, optional, type Infer } from './validate.ts'
import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
} from './answer.ts'
import { id, idOrZero, probability, probabilityList, stageId, stateCode, yyyymm } from './fields.ts'
import { route, type PathValues } from './route.ts'

export const ALL_DEALS: PipelineFilter = {
  from: 0,
  to: 0,
  tribe: 0,
  segment: 0,
  rm: 0,
  probabilities: [],
}

/** A person on a card: id is the user id, text the name. */
export type PersonRef = IdText

export interface DropResponse extends Versioned {
  dealId: number
  stage: number
  probability: number
}

export interface StateResponse extends Versioned {
  dealId: number
  clientId: number
  dealName: string
}

export interface ProbabilityResponse extends Versioned {
  dealId: number
  probability: number
  stage: number
}

/**
 * What the PWA reads of a card (the board's lists, the change feed, a 412's body): one deal card
 * of the pipeline list (api-notes "Shapes"), plus its version.
 */
export const dealCardShape = {
  dealId: answerId(),
  dealName: answerText(),
  /** 1..5; the client treats anything else as Negotiations. */
  stage: integer(),
  /** Days since the deal was created. */
  age: integer(),
  /** YYYY-MM-DD */
  dealDate: answerText(),
  clientName: answerText(),
  clientId: integer(),
  /** The latest proposal's value; 0 when there is none (never null). */
  proposalValue: decimal(),
  probability: integer(),
  access: array(idTextAnswer),
  rms: array(idTextAnswer),
  /** The number of invoice periods on the deal's proposal; 0 when none (blocks Won). */
  invoicePeriod: integer(),
  /** ISO time of the latest status update, or null. */
  statusDate: nullable(answerText()),
  /** Always 'open' in the pipeline list; a 412 body shows a deal someone else won or lost. */
  state: optional(literal('open', 'won', 'lost'), undefined),
  version: answerVersion(),
}
const dealCardAnswer = answerObject(dealCardShape)
export type DealCard = Infer<typeof dealCardAnswer>
const dealCardsAnswer = array(dealCardAnswer)

// Routes ---------------------------------------------------------------------------------------

/** from/to: YYYYMM or 0 (on the deal date); tribe/segment/rm: ids or 0. */
export const pipelineFilterParams = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  /** [] = all. */
  probabilities: probabilityList(),
})
export type PipelineFilter = Infer<typeof pipelineFilterParams>

/** A filter as the board and projection paths write it: probabilities comma-separated, 0 for all. */
export function pipelineFilterValues(f: PipelineFilter): PathValues<PipelineFilter> {
  return {
    from: f.from,
    to: f.to,
    tribe: f.tribe,
    segment: f.segment,
    rm: f.rm,
    probabilities: idsSegment(f.probabilities),
  }
}

export const dropParams = object({ dealId: id(), userId: id(), stageId: stageId() })
export const stateParams = object({ dealId: id(), userId: id(), code: stateCode() })
export const probabilityParams = object({ dealId: id(), userId: id(), probability: probability() })

/**
 * The pipeline board's calls (core-spec section 7), in the order a server registers them: the
 * lists go last, as their patterns would otherwise catch other /pipeline paths.
 */
export const PIPELINE_ROUTES = {
  /** GET-write: moves the deal to the stage and sets that stage's probability. */
  drop: route<DropResponse, Infer<typeof dropParams>>({
    method: 'GET',
    pattern: '/pipeline/drop/:dealId/:userId/:stageId',
    writes: true,
    params: dropParams,
  }),
  /** GET-write: 2 Won, 3 Lost, 4 reopen. */
  state: route<StateResponse, Infer<typeof stateParams>>({
    method: 'GET',
    pattern: '/pipeline/state/:dealId/:userId/:code',
    writes: true,
    params: stateParams,
  }),
  /** GET-write: sets the probability and moves the stage by the probability rule. */
  probability: route<ProbabilityResponse, Infer<typeof probabilityParams>>({
    method: 'GET',
    pattern: '/pipeline/probability/:dealId/:userId/:probability',
    writes: true,
    params: probabilityParams,
  }),
  /** A flat array of the OPEN deals' cards. */
  list: route({
    method: 'GET',
    pattern: '/pipeline/:from{[0-9]+}/:to/:tribe/:segment/:rm/:probabilities',
    params: pipelineFilterParams,
    answer: dealCardsAnswer,
  }),
  /**
   * The four-segment form existing clients reload the board with (/pipeline/0/0/0/0 after a
   * probability update): the list with rm and probabilities 0 (all).
   */
  defaultList: route({
    method: 'GET',
    pattern: '/pipeline/:from{[0-9]+}/:to/:tribe/:segment',
    params: object({
      from: yyyymm({ allowZero: true }),
      to: yyyymm({ allowZero: true }),
      tribe: idOrZero(),
      segment: idOrZero(),
    }),
    answer: dealCardsAnswer,
  }),
}
