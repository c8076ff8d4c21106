/** The projection board and summary (core-spec "Projection deal board", "Projection summary"). */

import type { IdText, Versioned } from './common.ts'
import { pipelineFilterParams, type PipelineFilter } from './pipeline.ts'
import { idsSegment } from './calls.ts'
import { array, decimal, integer, object, type Validator } from './validate.ts'
import { answerId, answerList, answerObject, answerText, answerVersion } from './answer.ts'
import { id, idOrZero, probabilityList, yyyymm } from './fields.ts'
import { route, type PathValues } from './route.ts'

/** One of the five month columns: stage is the column number 1..5. */
export interface MonthColumn {
  stage: number
  /** The month's English name, e.g. 'January'. */
  text: string
  year: number
  /** 1..12 */
  month: number
}

/** One invoice period of an open deal's proposal, placed in its month column. */
export interface ProjectionItem extends Versioned {
  /** The invoice period's id (the projectId of the projection drop). */
  invoiceId: number
  dealId: number
  dealName: string
  age: number
  dealDate: string
  clientName: string
  clientId: number
  probability: number
  /** YYYY-MM-DD */
  invoiceDate: string
  value: number
  remarks: string
  year: number
  month: number
  /** The month column 1..5. */
  stage: number
  access: IdText[]
  rms: IdText[]
}

export interface ProjectionBoard {
  stages: MonthColumn[]
  projection: ProjectionItem[]
}

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

export interface SummaryBandAmount {
  amount: number
}

export const projectionDropParams = object({
  dealId: id(),
  projectId: id(),
  month: integer({ min: 1, max: 12 }),
  year: integer({ min: 2000, max: 2100 }),
  userId: id(),
})

export interface SummaryParams {
  from: number
  to: number
  band1: number[]
  band2: number[]
  band3: number[]
  tribe: number
  segment: number
  rm: number
}

export const summaryParams: Validator<SummaryParams> = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  band1: probabilityList(),
  band2: probabilityList(),
  band3: probabilityList(),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
})

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

/** The projection board's calls, in the order a server registers them. */
/** The five month columns. */
export const monthColumnsAnswer = array(
  answerObject<MonthColumn>({
    stage: integer({ min: 1, max: 5 }),
    text: answerText(),
    year: integer(),
    month: integer({ min: 1, max: 12 }),
  }),
  { min: 5, max: 5 },
)

/** One amount per band, in SUMMARY_BANDS order. */
export const summaryAnswer = array(answerObject<SummaryBandAmount>({ amount: decimal() }), {
  min: SUMMARY_BANDS.length,
  max: SUMMARY_BANDS.length,
})

export const PROJECTION_ROUTES = {
  /** GET-write: moves an invoice period to another month (same day, clamped to the month). */
  drop: route<
    ProjectionDropResponse,
    { dealId: number; projectId: number; month: number; year: number; userId: number }
  >({
    method: 'GET',
    pattern: '/pipeline/projection/drop/:dealId/:projectId/:month/:year/:userId',
    writes: true,
    params: projectionDropParams,
  }),
  /**
   * Five month columns from `from` (or the current month when 0); items are the invoice periods
   * of OPEN deals (matching tribe, segment, RM, probabilities) in those months, up to `to`.
   */
  board: route<ProjectionBoard, PipelineFilter>({
    method: 'GET',
    pattern: '/pipeline/projection/:from{[0-9]+}/:to/:tribe/:segment/:rm/:probabilities',
    params: pipelineFilterParams,
    answer: answerObject<ProjectionBoard>({
      stages: monthColumnsAnswer,
      projection: answerList<ProjectionItem>({
        invoiceId: answerId(),
        dealId: answerId(),
        dealName: answerText(),
        probability: integer(),
        invoiceDate: answerText(),
        value: decimal(),
        year: integer(),
        month: integer({ min: 1, max: 12 }),
        stage: integer(),
        version: answerVersion(),
      }),
    }),
  }),
  /** 3 × { amount }: proposal values of open deals per band (deal date from/to). */
  summary: route<SummaryBandAmount[], SummaryParams>({
    method: 'GET',
    pattern: '/pipeline/summary/:from/:to/:band1/:band2/:band3/:tribe/:segment/:rm',
    params: summaryParams,
    answer: summaryAnswer,
  }),
}
