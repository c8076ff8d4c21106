/** The projection board and summary (core-spec "Projection deal board", "Projection summary"). */

import type { IdText, Versioned } from './common.ts'
import { pipelineFilterParams, type PipelineFilter } from './pipeline.ts'
import { idsSegment } from './calls.ts'
import { array, decimal, integer, object, type Infer } from './validate.ts'
import { answerId, answerObject, answerText, answerVersion, unchecked } from './answer.ts'
import { id, idOrZero, probabilityList, yyyymm } from './fields.ts'
import { route, type PathValues } from './route.ts'

export interface ProjectionDropResponse extends Versioned {
  dealId: number
  invoiceId: number
  invoiceDate: string
  month: number
  year: number
}

/** The three probability bands of the summary, as the path sends them. */
export const SUMMARY_BANDS = [
  [10, 20],
  [30, 40, 50],
  [70, 80],
] as const

export const projectionDropParams = object({
  dealId: id(),
  projectId: id(),
  month: integer({ min: 1, max: 12 }),
  year: integer({ min: 2000, max: 2100 }),
  userId: id(),
})

export const summaryParams = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  band1: probabilityList(),
  band2: probabilityList(),
  band3: probabilityList(),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
})
export type SummaryParams = Infer<typeof summaryParams>

/** The summary path's values of a filter: the three bands' probabilities comma-separated. */
export function summaryValues(
  f: Omit<PipelineFilter, 'probabilities'>,
  bands: readonly (readonly number[])[] = SUMMARY_BANDS,
): PathValues<SummaryParams> {
  const band = (index: number) => idsSegment(bands[index])
  return {
    from: f.from,
    to: f.to,
    band1: band(0),
    band2: band(1),
    band3: band(2),
    tribe: f.tribe,
    segment: f.segment,
    rm: f.rm,
  }
}

/** One of the five month columns: stage is the column number 1..5. */
const monthColumnAnswer = answerObject({
  stage: integer({ min: 1, max: 5 }),
  /** The month's English name, e.g. 'January'. */
  text: answerText(),
  year: integer(),
  /** 1..12 */
  month: integer({ min: 1, max: 12 }),
})
export type MonthColumn = Infer<typeof monthColumnAnswer>

/** The five month columns. */
export const monthColumnsAnswer = array(monthColumnAnswer, { min: 5, max: 5 })

/** One invoice period of an open deal's proposal, placed in its month column. */
const projectionItemAnswer = answerObject({
  /** The invoice period's id (the projectId of the projection drop). */
  invoiceId: answerId(),
  dealId: answerId(),
  dealName: answerText(),
  age: unchecked<number>(),
  dealDate: unchecked<string>(),
  clientName: unchecked<string>(),
  clientId: unchecked<number>(),
  probability: integer(),
  /** YYYY-MM-DD */
  invoiceDate: answerText(),
  value: decimal(),
  remarks: unchecked<string>(),
  year: integer(),
  month: integer({ min: 1, max: 12 }),
  /** The month column 1..5. */
  stage: integer(),
  access: unchecked<IdText[]>(),
  rms: unchecked<IdText[]>(),
  version: answerVersion(),
})
export type ProjectionItem = Infer<typeof projectionItemAnswer>

const projectionBoardAnswer = answerObject({
  stages: monthColumnsAnswer,
  projection: array(projectionItemAnswer),
})
export type ProjectionBoard = Infer<typeof projectionBoardAnswer>

const summaryBandAmountAnswer = answerObject({ amount: decimal() })
export type SummaryBandAmount = Infer<typeof summaryBandAmountAnswer>

/** One amount per band, in SUMMARY_BANDS order. */
export const summaryAnswer = array(summaryBandAmountAnswer, {
  min: SUMMARY_BANDS.length,
  max: SUMMARY_BANDS.length,
})

/** The projection board's calls, in the order a server registers them. */
export const PROJECTION_ROUTES = {
  /** GET-write: moves an invoice period to another month (same day, clamped to the month). */
  drop: route<ProjectionDropResponse, Infer<typeof projectionDropParams>>({
    method: 'GET',
    pattern: '/pipeline/projection/drop/:dealId/:projectId/:month/:year/:userId',
    writes: true,
    params: projectionDropParams,
  }),
  /**
   * Five month columns from `from` (or the current month when 0); items are the invoice periods
   * of OPEN deals (matching tribe, segment, RM, probabilities) in those months, up to `to`.
   */
  board: route({
    method: 'GET',
    pattern: '/pipeline/projection/:from{[0-9]+}/:to/:tribe/:segment/:rm/:probabilities',
    params: pipelineFilterParams,
    answer: projectionBoardAnswer,
  }),
  /** 3 × { amount }: proposal values of open deals per band (deal date from/to). */
  summary: route({
    method: 'GET',
    pattern: '/pipeline/summary/:from/:to/:band1/:band2/:band3/:tribe/:segment/:rm',
    params: summaryParams,
    answer: summaryAnswer,
  }),
}
