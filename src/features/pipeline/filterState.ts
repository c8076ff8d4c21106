/**
 * The pipeline filter as the board keeps it (sales-activity-spec "Pipeline filter dialog"): tribe,
 * date range (months), segment, RM and probabilities; 0 and [] mean "all". Pure helpers: reading a
 * saved value back, the texts of the filter bar, and the list key the pull stores it under.
 */
import { ALL_DEALS, type PipelineFilter } from '../../contract/pipeline.ts'
import { parseYearMonth } from '../../domain/dates.ts'
import { ALL_RM_LABEL, ALL_SEGMENT_LABEL, ALL_TRIBE_LABEL } from '../../domain/filters.ts'
import { periodText } from '../../domain/monthRange.ts'
import { formatProbability, PROBABILITY_VALUES } from '../../domain/probability.ts'

export const DEFAULT_FILTER: PipelineFilter = ALL_DEALS
export const ALL_PROBABILITY_LABEL = 'All probability'

const idOrZero = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0

const monthOrZero = (value: unknown): number =>
  typeof value === 'number' && parseYearMonth(value) !== null ? value : 0

/** A saved value back as a filter; anything unreadable falls back to "all". */
export function normaliseFilter(value: unknown): PipelineFilter {
  if (typeof value !== 'object' || value === null) return DEFAULT_FILTER
  const saved = value as Partial<Record<keyof PipelineFilter, unknown>>
  let from = monthOrZero(saved.from)
  let to = monthOrZero(saved.to)
  if (from !== 0 && to !== 0 && from > to) [from, to] = [to, from]
  const probabilities = Array.isArray(saved.probabilities)
    ? [...new Set(saved.probabilities)]
        .filter((p): p is number => typeof p === 'number' && PROBABILITY_VALUES.includes(p))
        .sort((a, b) => a - b)
    : []
  return {
    from,
    to,
    tribe: idOrZero(saved.tribe),
    segment: idOrZero(saved.segment),
    rm: idOrZero(saved.rm),
    probabilities,
  }
}

export function isDefaultFilter(filter: PipelineFilter): boolean {
  return (
    filter.from === 0 &&
    filter.to === 0 &&
    filter.tribe === 0 &&
    filter.segment === 0 &&
    filter.rm === 0 &&
    filter.probabilities.length === 0
  )
}

export function probabilitiesText(probabilities: readonly number[]): string {
  return probabilities.length === 0
    ? ALL_PROBABILITY_LABEL
    : probabilities.map(formatProbability).join(', ')
}

export interface NamedLists {
  tribes: ReadonlyMap<number, string>
  segments: ReadonlyMap<number, string>
  rms: ReadonlyMap<number, string>
}

export interface FilterChip {
  field: 'tribe' | 'period' | 'segment' | 'rm' | 'probability'
  label: string
  text: string
  /** False while the field is on its "all" choice. */
  active: boolean
}

/** The filter bar: one chip per field, in the dialog's order. */
export function filterChips(filter: PipelineFilter, names: NamedLists): FilterChip[] {
  const named = (list: ReadonlyMap<number, string>, id: number, all: string) =>
    id === 0 ? all : (list.get(id) ?? `#${id}`)
  return [
    {
      field: 'tribe',
      label: 'Tribe',
      text: named(names.tribes, filter.tribe, ALL_TRIBE_LABEL),
      active: filter.tribe !== 0,
    },
    {
      field: 'period',
      label: 'Date Range',
      text: periodText(filter),
      active: filter.from !== 0 || filter.to !== 0,
    },
    {
      field: 'segment',
      label: 'Segment',
      text: named(names.segments, filter.segment, ALL_SEGMENT_LABEL),
      active: filter.segment !== 0,
    },
    {
      field: 'rm',
      label: 'Relationship manager',
      text: named(names.rms, filter.rm, ALL_RM_LABEL),
      active: filter.rm !== 0,
    },
    {
      field: 'probability',
      label: 'Probability',
      text: probabilitiesText(filter.probabilities),
      active: filter.probabilities.length > 0,
    },
  ]
}

export function toggleProbability(probabilities: readonly number[], value: number): number[] {
  const next = probabilities.includes(value)
    ? probabilities.filter((p) => p !== value)
    : [...probabilities, value]
  return next.sort((a, b) => a - b)
}
