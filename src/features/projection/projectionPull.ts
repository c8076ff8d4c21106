/**
 * Pulling the Projection deal board for a filter (GET /pipeline/projection/...) into the
 * `projectionItems` table through the engine's pull, under the list key `projection:<path>`. The
 * answer's five month columns are kept in meta beside the list, so the board shows them offline.
 */
import { pipelineFilterValues, type PipelineFilter } from '../../contract/pipeline.ts'
import { PROJECTION_ROUTES, type MonthColumn } from '../../contract/projection.ts'
import { pathOf } from '../../contract/route.ts'
import { PullError, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'
import { readMonthColumns } from './projectionModel.ts'

const boardPath = (filter: PipelineFilter): string =>
  pathOf(PROJECTION_ROUTES.board, pipelineFilterValues(filter))

export const projectionListKey = (filter: PipelineFilter): string =>
  `projection:${boardPath(filter)}`

/** The meta key of the month columns the list's last answer gave. */
export const projectionColumnsKey = (listKey: string): string => `columns:${listKey}`

const isItem = (row: unknown): row is Row =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as Row).invoiceId === 'number' &&
  typeof (row as Row).dealId === 'number'

/** The board's pull; `onColumns` receives the answer's month columns. */
export function projectionPull(
  filter: PipelineFilter,
  onColumns: (columns: MonthColumn[]) => void,
): ListPull {
  return {
    key: projectionListKey(filter),
    table: 'projectionItems',
    path: boardPath(filter),
    rows: (body) => {
      const answer = body as { stages?: unknown; projection?: unknown } | null
      const columns = readMonthColumns(answer?.stages)
      if (!columns || !Array.isArray(answer?.projection)) throw new PullError(200, body)
      onColumns(columns)
      return answer.projection.filter(isItem)
    },
  }
}
