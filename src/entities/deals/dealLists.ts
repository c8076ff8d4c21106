/** The deals' lists as pulls: the board's cards of a filter, a deal's status updates. */
import {
  PIPELINE_ROUTES,
  pipelineFilterValues,
  type PipelineFilter,
} from '../../contract/pipeline.ts'
import { pathOf } from '../../contract/route.ts'
import { STATUS_ROUTES } from '../../contract/status.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'

const pipelineListPath = (filter: PipelineFilter): string =>
  pathOf(PIPELINE_ROUTES.list, pipelineFilterValues(filter))

export const pipelineListKey = (filter: PipelineFilter): string =>
  `pipeline:${pipelineListPath(filter)}`

/** Cards of each column stored ahead on a first pull: more than a tall screen shows. */
export const FIRST_SCREEN_CARDS = 20

/** The first cards of each stage, in the answer's order (the board's, before any local order). */
function firstCardsOfEachStage(rows: readonly Row[]): Row[] {
  const taken = new Map<unknown, number>()
  return rows.filter((row) => {
    const count = taken.get(row.stage) ?? 0
    taken.set(row.stage, count + 1)
    return count < FIRST_SCREEN_CARDS
  })
}

/** The pipeline board's cards for a filter (open deals only). */
export const pipelinePull = (filter: PipelineFilter): ListPull => ({
  key: pipelineListKey(filter),
  table: 'deals',
  path: pipelineListPath(filter),
  rows: (body) => asRows(readAnswer(PIPELINE_ROUTES.list, body)),
  firstScreen: firstCardsOfEachStage,
})

/** The filter fields the lost deal call takes (it has no probability). */
export type LostDealFilter = Pick<PipelineFilter, 'from' | 'to' | 'tribe' | 'segment' | 'rm'>

export const lostDealsListKey = (filter: LostDealFilter): string =>
  `lostDeals:${filter.from}/${filter.to}/${filter.tribe}/${filter.segment}/${filter.rm}`

export const statusListKey = (dealId: number): string => `status:${dealId}`

/** The status updates of one deal. */
export const statusUpdatesPull = (dealId: number): ListPull => ({
  key: statusListKey(dealId),
  table: 'statusUpdates',
  path: pathOf(STATUS_ROUTES.list, { dealId }),
  rows: (body) => asRows(readAnswer(STATUS_ROUTES.list, body)),
})
