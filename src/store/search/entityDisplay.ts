/**
 * The search's hits as shown: an entity (entityRows.ts) with its facts worded, a date as the app
 * writes dates ('12 May 2026'), a stage by its name; made for the few hits shown, not on writes.
 */
import { formatDisplayDate } from '../../domain/dates.ts'
import { stageName } from '../../domain/stages.ts'
import { searchEntitiesOf, type DetailPart, type SearchEntity } from './entityRows.ts'

export type SearchEntry = Omit<SearchEntity, 'detail'> & {
  /** What tells two alike titles apart: 'PT Bahari · Proposal sent', '12 May 2026 · Demo'. */
  detail: string
}

const worded = (part: DetailPart): string =>
  typeof part === 'string'
    ? part
    : 'date' in part
      ? formatDisplayDate(part.date)
      : stageName(part.stage)

export const detailText = (parts: readonly DetailPart[]): string =>
  parts.map(worded).filter(Boolean).join(' · ')

/** The entries of a stored row of `table`, as shown; none for a row that cannot be read. */
export const searchEntriesOf = (table: string, row: unknown): SearchEntry[] =>
  searchEntitiesOf(table, row).map((entity) => ({ ...entity, detail: detailText(entity.detail) }))
