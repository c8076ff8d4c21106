/**
 * Pulling the Projection deal board for a filter (GET /pipeline/projection/...) into the
 * `projectionItems` table through the engine's pull, under the list key `projection:<path>`. The
 * answer's five month columns are kept beside the list (listColumnsKey), so the board shows them
 * offline.
 */
import { pipelineFilterValues, type PipelineFilter } from '../../contract/pipeline.ts'
import { PROJECTION_ROUTES } from '../../contract/projection.ts'
import { pathOf } from '../../contract/route.ts'
import { asRows, readAnswer, readOnce, type ListPull } from '../../sync/pull.ts'

const boardPath = (filter: PipelineFilter): string =>
  pathOf(PROJECTION_ROUTES.board, pipelineFilterValues(filter))

export const projectionListKey = (filter: PipelineFilter): string =>
  `projection:${boardPath(filter)}`

/** The board's pull: its items, and the answer's month columns beside the list. */
export function projectionPull(filter: PipelineFilter): ListPull {
  const answer = readOnce((body) => readAnswer(PROJECTION_ROUTES.board, body))
  return {
    key: projectionListKey(filter),
    table: 'projectionItems',
    path: boardPath(filter),
    rows: (body) => asRows(answer(body).projection),
    columns: (body) => answer(body).stages,
  }
}
