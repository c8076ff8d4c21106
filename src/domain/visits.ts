/** The sales visit dialog (sales-activity-spec sections 2, 3 and 5). */
import { isWithinLimit } from './textLimits.ts'

export interface VisitDraft {
  /** Standalone visits (no deal) choose their client; deal-bound ones belong to the deal's client. */
  standalone: boolean
  clientId: number | null
  objective: string
  nextStep: string
  remark: string
}

/** The visit's date and times as the dialog holds them. */
export interface VisitSchedule {
  visitDate: string
  startTime: string
  endTime: string
}

export type VisitScheduleField = keyof VisitSchedule

export const VISIT_SCHEDULE_ERROR = {
  visitDate: 'Choose the visit date',
  startTime: 'Choose the start time',
  endTime: 'Choose the end time',
  endBeforeStart: 'End Time must not be before Start Time',
} as const

/**
 * Whether a visit ends before it starts: both are times of the one visit date written HH:mm (24
 * hours), so they compare as text. A visit that ends when it starts is taken (nothing says it is
 * not); one cannot run past midnight, as a visit has one date.
 */
export function endsBeforeStart(startTime: string, endTime: string): boolean {
  return startTime !== '' && endTime !== '' && endTime < startTime
}

/**
 * The visit's date and times: each is required (the provider refuses a visit without them), and
 * the End Time is not before the Start Time. Returns only the fields in error, with the message
 * shown under the field.
 */
export function visitScheduleErrors(
  schedule: VisitSchedule,
): Partial<Record<VisitScheduleField, string>> {
  const errors: Partial<Record<VisitScheduleField, string>> = {}
  if (schedule.visitDate.trim() === '') errors.visitDate = VISIT_SCHEDULE_ERROR.visitDate
  if (schedule.startTime.trim() === '') errors.startTime = VISIT_SCHEDULE_ERROR.startTime
  if (schedule.endTime.trim() === '') errors.endTime = VISIT_SCHEDULE_ERROR.endTime
  else if (endsBeforeStart(schedule.startTime.trim(), schedule.endTime.trim()))
    errors.endTime = VISIT_SCHEDULE_ERROR.endBeforeStart
  return errors
}

/**
 * Save is disabled until a client is chosen (standalone) and while objective, next step or
 * remark is over 200 characters (the date and times: visitScheduleErrors).
 */
export function canSaveVisit(draft: VisitDraft): boolean {
  // Any id but 0: a company added offline has a temporary (negative) id until it syncs.
  const hasClient =
    !draft.standalone || (typeof draft.clientId === 'number' && draft.clientId !== 0)
  return (
    hasClient &&
    isWithinLimit(draft.objective) &&
    isWithinLimit(draft.nextStep) &&
    isWithinLimit(draft.remark)
  )
}

/**
 * A visit time as its journal entry carries it (fromTime, toTime): a full ISO date-time on the
 * visit's date, '2026-05-12T09:00:00' (clients show it 'DD MMM YYYY | HH:mm'; a bare '09:00' they
 * show as "Invalid date"). Without a zone: the time is the one entered on the device, and every
 * client shows it as entered.
 */
export function visitDateTime(visitDate: string, time: string): string {
  return `${visitDate}T${time}:00`
}

const WRITTEN_TIME = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/
const pad2 = (value: number): string => String(value).padStart(2, '0')

/**
 * The time of day (HH:mm) of a journal entry's fromTime or toTime: as written in a date-time
 * without a zone (visitDateTime) or a bare time (entries of older servers); a date-time with a
 * zone in the device's local time; '' for anything else.
 */
export function visitTimeOfDay(value: unknown): string {
  if (typeof value !== 'string') return ''
  const text = value.trim()
  const written = WRITTEN_TIME.exec(text)
  if (written) return written[1]!
  // Not date-fns: the search index, which reads these too, formats no date.
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null
  if (!instant || Number.isNaN(instant.getTime())) return ''
  return `${pad2(instant.getHours())}:${pad2(instant.getMinutes())}`
}
