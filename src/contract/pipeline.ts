/** The pipeline board: deal cards, moving stage, state and probability (core-spec sections 4, 7). */

import type { IdText, Versioned } from './common.ts'
import { object, type Validator } from './validate.ts'
import { id, idOrZero, probability, probabilityList, stageId, stateCode, yyyymm } from './fields.ts'

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

const list = (values: readonly number[]): string => (values.length === 0 ? '0' : values.join(','))

export const PIPELINE_PATHS = {
  /** GET: a flat array of the OPEN deals' cards. */
  list: (f: PipelineFilter) =>
    `/pipeline/${f.from}/${f.to}/${f.tribe}/${f.segment}/${f.rm}/${list(f.probabilities)}`,
  /** GET-write: moves the deal to the stage and sets that stage's probability. */
  drop: (dealId: number, userId: number, stage: number) =>
    `/pipeline/drop/${dealId}/${userId}/${stage}`,
  /** GET-write: 2 Won, 3 Lost, 4 reopen. */
  state: (dealId: number, userId: number, code: 2 | 3 | 4) =>
    `/pipeline/state/${dealId}/${userId}/${code}`,
  /** GET-write: sets the probability and moves the stage by the probability rule. */
  probability: (dealId: number, userId: number, value: number) =>
    `/pipeline/probability/${dealId}/${userId}/${value}`,
} as const

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

// Path validators ------------------------------------------------------------------------------

export const pipelineFilterParams: Validator<PipelineFilter> = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  probabilities: probabilityList(),
})

export const dropParams = object({ dealId: id(), userId: id(), stageId: stageId() })
export const stateParams = object({ dealId: id(), userId: id(), code: stateCode() })
export const probabilityParams = object({ dealId: id(), userId: id(), probability: probability() })
