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
