/**
 * The Sales visit dialog's form (sales-activity-spec "Sales visit dialog", sections 3 and 5): its
 * fields, a new form, a form from a stored visit or from a journal entry's meeting info, and the
 * op's fields it saves as.
 */
import { addHours } from 'date-fns'
import { toWireDate, toWireTime } from '../../domain/dates.ts'
import type { IdText } from '../../contract/common.ts'
import { canSaveVisit, visitScheduleErrors, visitTimeOfDay } from '../../domain/visits.ts'
import { clampToLimit } from '../../domain/textLimits.ts'
import type { VisitRecord } from '../../entities/visits/visitRows.ts'
import type { VisitFields } from '../../entities/visits/visitOps.ts'

export interface VisitForm {
  visitDate: string
  startTime: string
  endTime: string
  client: IdText | null
  contacts: number[]
  tribes: number[]
  rms: number[]
  consultants: number[]
  location: string
  objective: string
  nextStep: string
  remark: string
}

/** The three fields limited to 200 characters. */
export type LimitedField = 'objective' | 'nextStep' | 'remark'

/** Where the visit is logged: on a deal (its client fixed) or standalone (a client chosen). */
export type VisitTarget = { kind: 'deal'; dealId: number; client: IdText } | { kind: 'standalone' }

/** Today, from now to an hour later (the end kept within the day). */
export function newVisitForm(target: VisitTarget, now: Date = new Date()): VisitForm {
  const later = addHours(now, 1)
  const sameDay = toWireDate(later) === toWireDate(now)
  return {
    visitDate: toWireDate(now),
    startTime: toWireTime(now),
    endTime: sameDay ? toWireTime(later) : '23:59',
    client: target.kind === 'deal' ? target.client : null,
    contacts: [],
    tribes: [],
    rms: [],
    consultants: [],
    location: '',
    objective: '',
    nextStep: '',
    remark: '',
  }
}

export function visitFormOf(visit: VisitRecord): VisitForm {
  return {
    visitDate: visit.visitDate,
    startTime: visit.startTime,
    endTime: visit.endTime,
    client: visit.clientId ? { id: visit.clientId, text: visit.clientName ?? '' } : null,
    contacts: [...visit.contacts],
    tribes: [...visit.tribes],
    rms: [...visit.rms],
    consultants: [...visit.consultants],
    location: visit.location,
    objective: visit.objective,
    nextStep: visit.nextStep,
    remark: visit.remark,
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .map((each: unknown) =>
          typeof each === 'object' && each !== null ? (each as { id?: unknown }).id : each,
        )
        .filter((id): id is number => typeof id === 'number')
    : []

/**
 * A synced visit as its journal entry's meeting info shows it (visitId, fromTime, toTime, clientName,
 * location, rms, tribes, consultants, contacts, objective, nextStep, remark; the reference server
 * adds visitDate). null when the info has no visit id.
 */
export function visitFormFromMeeting(
  info: Record<string, unknown>,
  client: IdText,
): { visitId: number; form: VisitForm } | null {
  const visitId = info.visitId
  if (typeof visitId !== 'number') return null
  return {
    visitId,
    form: {
      visitDate: text(info.visitDate),
      startTime: visitTimeOfDay(info.fromTime),
      endTime: visitTimeOfDay(info.toTime),
      client: { id: client.id, text: text(info.clientName) || client.text },
      contacts: ids(info.contacts),
      tribes: ids(info.tribes),
      rms: ids(info.rms),
      consultants: ids(info.consultants),
      location: text(info.location),
      objective: text(info.objective),
      nextStep: text(info.nextStep),
      remark: text(info.remark),
    },
  }
}

/** A typed or pasted text keeps at most 200 characters: there is no 201st. */
export const withLimitedText = (
  form: VisitForm,
  field: LimitedField,
  value: string,
): VisitForm => ({
  ...form,
  [field]: clampToLimit(value),
})

/**
 * Save: a client chosen (standalone), the limited fields within 200 characters, and a date and
 * times given with the End Time not before the Start Time.
 */
export function canSaveVisitForm(form: VisitForm, target: VisitTarget): boolean {
  return (
    canSaveVisit({
      standalone: target.kind === 'standalone',
      clientId: form.client?.id ?? null,
      objective: form.objective,
      nextStep: form.nextStep,
      remark: form.remark,
    }) && Object.keys(visitScheduleErrors(form)).length === 0
  )
}

/** The op's fields; a deal-bound visit is at its deal's client. */
export function visitFieldsOf(form: VisitForm, target: VisitTarget): VisitFields {
  const client = target.kind === 'deal' ? target.client : form.client
  return {
    dealId: target.kind === 'deal' ? target.dealId : 0,
    clientId: client?.id ?? 0,
    clientName: client?.text ?? '',
    visitDate: form.visitDate,
    startTime: form.startTime,
    endTime: form.endTime,
    contacts: form.contacts,
    rms: form.rms,
    consultants: form.consultants,
    tribes: form.tribes,
    location: form.location,
    objective: form.objective,
    nextStep: form.nextStep,
    remark: form.remark,
  }
}
