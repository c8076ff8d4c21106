/**
 * A sales visit does not end before it starts: the dialog shows the error under End Time and
 * keeps Save off; the visit payload validator (the provider's) refuses it with 400 too.
 */
import { describe, expect, it } from 'vitest'
import { check } from '../../../src/contract/validate.ts'
import { visitPayload, type VisitPayload } from '../../../src/contract/visits.ts'
import {
  endsBeforeStart,
  VISIT_SCHEDULE_ERROR,
  visitDateTime,
  visitScheduleErrors,
  visitTimeOfDay,
} from '../../../src/domain/visits.ts'
import {
  canSaveVisitForm,
  newVisitForm,
  type VisitTarget,
} from '../../../src/features/visits/visitForm.ts'
import { expectAccepted, expectRefused } from '../contract/expectations.ts'

const onDeal: VisitTarget = { kind: 'deal', dealId: 7, client: { id: 12, text: 'PT Sinar' } }
const noon = new Date(2024, 0, 5, 12, 30)

describe('the visit times', () => {
  it.each([
    ['09:00', '10:30', false],
    ['09:00', '09:00', false],
    ['00:00', '23:59', false],
    ['10:00', '09:59', true],
    ['13:00', '01:00', true],
    ['', '09:00', false],
    ['09:00', '', false],
  ])('from %j to %j ends before it starts: %s', (start, end, before) => {
    expect(endsBeforeStart(start, end)).toBe(before)
  })

  it('the dialog names the field in error: an end before the start, or a missing date or time', () => {
    const schedule = { visitDate: '2024-01-05', startTime: '10:00', endTime: '11:00' }
    expect(visitScheduleErrors(schedule)).toEqual({})
    expect(visitScheduleErrors({ ...schedule, endTime: '09:00' })).toEqual({
      endTime: VISIT_SCHEDULE_ERROR.endBeforeStart,
    })
    expect(visitScheduleErrors({ visitDate: '', startTime: '', endTime: '' })).toEqual({
      visitDate: VISIT_SCHEDULE_ERROR.visitDate,
      startTime: VISIT_SCHEDULE_ERROR.startTime,
      endTime: VISIT_SCHEDULE_ERROR.endTime,
    })
  })

  it('Save is off while the visit ends before it starts, on again once it does not', () => {
    const form = newVisitForm(onDeal, noon)
    expect(canSaveVisitForm(form, onDeal)).toBe(true)
    expect(canSaveVisitForm({ ...form, startTime: '14:00', endTime: '13:00' }, onDeal)).toBe(false)
    expect(canSaveVisitForm({ ...form, startTime: '14:00', endTime: '14:30' }, onDeal)).toBe(true)
    expect(canSaveVisitForm({ ...form, endTime: '' }, onDeal)).toBe(false)
    expect(canSaveVisitForm({ ...form, visitDate: '' }, onDeal)).toBe(false)
  })
})

const GOOD: VisitPayload = {
  id: 0,
  dealId: 14,
  userId: 7,
  clientId: 0,
  visitDate: '2024-03-05',
  startTime: '09:00',
  endTime: '10:30',
  contacts: [],
  rms: [7],
  consultants: [],
  tribes: [1],
  location: '',
  objective: '',
  nextStep: '',
  remark: '',
}

describe('the visit payload validator', () => {
  it.each(['create', 'update'] as const)('%s: refuses an endTime before the startTime', (mode) => {
    expectRefused(
      check(visitPayload(mode), { ...GOOD, id: 3, startTime: '10:00', endTime: '09:30' }),
      {
        field: 'endTime',
        description: 'endTime must not be before startTime',
      },
    )
  })

  it('compares the times as given, seconds dropped: 10:00:30 to 10:00 is not before', () => {
    expectAccepted(check(visitPayload(), { ...GOOD, startTime: '10:00:30', endTime: '10:00' }))
    expectRefused(check(visitPayload(), { ...GOOD, startTime: '10:01:00', endTime: '10:00' }), {
      field: 'endTime',
      description: 'endTime must not be before startTime',
    })
  })

  it('takes a visit that ends when it starts', () => {
    expectAccepted(check(visitPayload(), { ...GOOD, startTime: '09:00', endTime: '09:00' }))
  })

  it('reports a missing client and the times together', () => {
    const result = check(visitPayload(), {
      ...GOOD,
      dealId: 0,
      startTime: '11:00',
      endTime: '10:00',
    })
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual([
      'clientId',
      'endTime',
    ])
  })
})

describe("a visit's times in its journal entry", () => {
  it('are written as ISO date-times on the visit date, without a zone', () => {
    expect(visitDateTime('2026-11-24', '14:00')).toBe('2026-11-24T14:00:00')
    // What clients of the API do with it: a date, at the time entered, wherever they are.
    const shown = new Date(visitDateTime('2026-11-24', '14:00'))
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate()]).toEqual([2026, 10, 24])
    expect([shown.getHours(), shown.getMinutes()]).toEqual([14, 0])
  })

  it.each([
    ['2026-11-24T14:00:00', '14:00'],
    ['2026-11-24T09:05:00.000', '09:05'],
    ['2026-11-24 09:05', '09:05'],
    ['14:00', '14:00'],
    ['09:30:00', '09:30'],
    ['', ''],
    ['later', ''],
    [null, ''],
    [900, ''],
  ])('read %s as the time of day %s', (value, time) => {
    expect(visitTimeOfDay(value)).toBe(time)
  })

  it('read a date-time with a zone in the local time', () => {
    const instant = '2026-11-24T07:00:00Z'
    const local = new Date(instant)
    const pad = (value: number) => String(value).padStart(2, '0')
    expect(visitTimeOfDay(instant)).toBe(`${pad(local.getHours())}:${pad(local.getMinutes())}`)
  })
})
