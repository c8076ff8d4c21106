/**
 * Pulling the Projection deal board for a filter (GET /pipeline/projection/...) into the
 * `projectionItems` table through the engine's pull, under the list key `projection:<path>`. The
 * answer's five month columns are kept in meta beside the list, so the board shows them offline.
 */
import { pipelineFilterValues, type PipelineFilter } from '../../contract/pipeline.ts'
import { PROJECTION_ROUTES, type MonthColumn } from '../../contract/projection.ts'
import { pathOf } from '../../contract/route.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'

const boardPath = (filter: PipelineFilter): string =>
  pathOf(PROJECTION_ROUTES.board, pipelineFilterValues(filter))

export const projectionListKey = (filter: PipelineFilter): string =>
  `projection:${boardPath(filter)}`

/** The meta key of the month columns the list's last answer gave. */
export const projectionColumnsKey = (listKey: string): string => `columns:${listKey}`

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
      const { stages, projection } = readAnswer(PROJECTION_ROUTES.board, body)
      onColumns(stages)
      return asRows(projection)
    },
  }
}
