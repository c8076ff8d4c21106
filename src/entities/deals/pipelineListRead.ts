/** The pipeline board's pulled list of a filter: which deals it holds, and when it was pulled. */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { CrmDb } from '../db.ts'
import { pipelineListKey } from './dealLists.ts'
import { readPulledList, type PulledList } from './dealRows.ts'

/** null when this device never pulled the filter's list. */
export function readPipelineList(
  database: CrmDb,
  filter: PipelineFilter,
): Promise<PulledList | null> {
  return readPulledList(database, pipelineListKey(filter))
}
