/** The pipeline board: deal cards, moving stage, state and probability (core-spec sections 4, 7). */

import type { IdText, Versioned } from './common.ts'
import { idsSegment } from './calls.ts'
import { array, decimal, integer, literal, object, optional, type Validator } from './validate.ts'
import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
  type AnswerShape,
} from './answer.ts'
import { id, idOrZero, probability, probabilityList, stageId, stateCode, yyyymm } from './fields.ts'
import { route, type PathValues } from './route.ts'

/** from/to: YYYYMM or 0 (on the deal date); tribe/segment/rm: ids or 0; probabilities: [] = all. */
export interface PipelineFilter {
  from: number
  to: number
  tribe: number
  segment: number
  rm: number
  probabilities: number[]
}

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

/** One deal card of the pipeline list (api-notes "Shapes"), plus its version. */
export interface DealCard extends Versioned {
  dealId: number
  dealName: string
  /** 1..5; the client treats anything else as Negotiations. */
  stage: number
  /** Days since the deal was created. */
  age: number
  /** YYYY-MM-DD */
  dealDate: string
  clientName: string
  clientId: number
  /** The latest proposal's value; 0 when there is none (never null). */
  proposalValue: number
  probability: number
  access: PersonRef[]
  rms: PersonRef[]
  /** The number of invoice periods on the deal's proposal; 0 when none (blocks Won). */
  invoicePeriod: number
  /** ISO time of the latest status update, or null. */
  statusDate: string | null
  /** Always 'open' in the pipeline list; a 412 body shows a deal someone else won or lost. */
  state?: 'open' | 'won' | 'lost'
}

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

/** What the PWA reads of a card: the board's lists, the change feed, a 412's body. */
export const dealCardShape: AnswerShape<DealCard> = {
  dealId: answerId(),
  dealName: answerText(),
  stage: integer(),
  age: integer(),
  dealDate: answerText(),
  clientName: answerText(),
  clientId: integer(),
  proposalValue: decimal(),
  probability: integer(),
  access: array(idTextAnswer),
  rms: array(idTextAnswer),
  invoicePeriod: integer(),
  statusDate: nullable(answerText()),
  state: optional(literal('open', 'won', 'lost'), undefined),
  version: answerVersion(),
}
const dealCardsAnswer = array(answerObject(dealCardShape))

// Routes ---------------------------------------------------------------------------------------

export const pipelineFilterParams: Validator<PipelineFilter> = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  probabilities: probabilityList(),
})

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

type DefaultListParams = Pick<PipelineFilter, 'from' | 'to' | 'tribe' | 'segment'>

/**
 * The pipeline board's calls (core-spec section 7), in the order a server registers them: the
 * lists go last, as their patterns would otherwise catch other /pipeline paths.
 */
export const PIPELINE_ROUTES = {
  /** GET-write: moves the deal to the stage and sets that stage's probability. */
  drop: route<DropResponse, { dealId: number; userId: number; stageId: number }>({
    method: 'GET',
    pattern: '/pipeline/drop/:dealId/:userId/:stageId',
    writes: true,
    params: dropParams,
  }),
  /** GET-write: 2 Won, 3 Lost, 4 reopen. */
  state: route<StateResponse, { dealId: number; userId: number; code: 2 | 3 | 4 }>({
    method: 'GET',
    pattern: '/pipeline/state/:dealId/:userId/:code',
    writes: true,
    params: stateParams,
  }),
  /** GET-write: sets the probability and moves the stage by the probability rule. */
  probability: route<ProbabilityResponse, { dealId: number; userId: number; probability: number }>({
    method: 'GET',
    pattern: '/pipeline/probability/:dealId/:userId/:probability',
    writes: true,
    params: probabilityParams,
  }),
  /** A flat array of the OPEN deals' cards. */
  list: route<DealCard[], PipelineFilter>({
    method: 'GET',
    pattern: '/pipeline/:from{[0-9]+}/:to/:tribe/:segment/:rm/:probabilities',
    params: pipelineFilterParams,
    answer: dealCardsAnswer,
  }),
  /**
   * The four-segment form existing clients reload the board with (/pipeline/0/0/0/0 after a
   * probability update): the list with rm and probabilities 0 (all).
   */
  defaultList: route<DealCard[], DefaultListParams>({
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
