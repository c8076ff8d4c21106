import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import { visitPayload, type VisitPayload } from '../../../src/contract/visits.ts'
import { expectAccepted, expectRefused, type Refusal } from './expectations.ts'

const GOOD: VisitPayload = {
  id: 0,
  dealId: 14,
  userId: 7,
  clientId: 0,
  visitDate: '2024-03-05',
  startTime: '09:00',
  endTime: '10:30',
  contacts: [3, 4],
  rms: [7],
  consultants: [],
  tribes: [1],
  location: 'Jakarta',
  objective: 'Present the workshop',
  nextStep: 'Send the proposal',
  remark: '',
}

describe('visitPayload accepts', () => {
  it.each<[string, Record<string, unknown>, Partial<VisitPayload>?]>([
    ['a deal-bound visit', {}],
    ['a standalone visit with its client', { dealId: 0, clientId: 22 }],
    [
      'a visit without a deal id but with a client',
      { dealId: undefined, clientId: 22 },
      { dealId: 0 },
    ],
    [
      'texts of exactly 200 characters',
      { objective: 'o'.repeat(200), nextStep: 'n'.repeat(200), remark: 'r'.repeat(200) },
    ],
    ['midnight to the last minute', { startTime: '00:00', endTime: '23:59' }],
    ['29 February of a leap year', { visitDate: '2024-02-29' }],
  ])('%s', (_case, change, normalised = {}) => {
    expect(expectAccepted(check(visitPayload(), { ...GOOD, ...change }))).toEqual({
      ...GOOD,
      ...change,
      ...normalised,
    })
  })

  it('fills absent optional fields with their defaults and drops unknown fields', () => {
    const value = expectAccepted(
      check(visitPayload(), {
        dealId: 14,
        userId: 7,
        visitDate: '2024-03-05',
        startTime: '09:00',
        endTime: '10:00',
        unknown: true,
      }),
    )
    expect(value).toEqual({
      id: 0,
      dealId: 14,
      userId: 7,
      clientId: 0,
      visitDate: '2024-03-05',
      startTime: '09:00',
      endTime: '10:00',
      contacts: [],
      rms: [],
      consultants: [],
      tribes: [],
      location: '',
      objective: '',
      nextStep: '',
      remark: '',
    })
  })

  it('needs the id when updating', () => {
    expectRefused(check(visitPayload('update'), GOOD), {
      field: 'id',
      description: 'id must be a whole number of at least 1',
    })
    expect(check(visitPayload('update'), { ...GOOD, id: 9 }).ok).toBe(true)
  })
})

const REFUSED: Refusal[] = [
  [
    'a standalone visit without a client',
    { dealId: 0 },
    'clientId',
    'clientId is required when the visit has no deal',
  ],
  [
    'a standalone visit with client 0',
    { dealId: 0, clientId: 0 },
    'clientId',
    'clientId is required when the visit has no deal',
  ],
  ['no userId', { userId: undefined }, 'userId', 'userId is required'],
  ['userId 0', { userId: 0 }, 'userId', 'userId must be a whole number of at least 1'],
  ['userId in words', { userId: 'seven' }, 'userId', 'userId must be a whole number'],
  ['a negative dealId', { dealId: -1 }, 'dealId', 'dealId must be a whole number of at least 0'],
  ['no visitDate', { visitDate: undefined }, 'visitDate', 'visitDate is required'],
  [
    'a visitDate written DD-MM-YYYY',
    { visitDate: '05-03-2024' },
    'visitDate',
    'visitDate must be a date written YYYY-MM-DD',
  ],
  [
    'a visitDate that does not exist',
    { visitDate: '2023-02-29' },
    'visitDate',
    'visitDate must be a date written YYYY-MM-DD',
  ],
  ['no startTime', { startTime: '' }, 'startTime', 'startTime is required'],
  [
    'a startTime without two hour digits',
    { startTime: '9:00' },
    'startTime',
    'startTime must be a time written HH:mm',
  ],
  ['an endTime of 24:00', { endTime: '24:00' }, 'endTime', 'endTime must be a time written HH:mm'],
  [
    'an objective of 201 characters',
    { objective: 'o'.repeat(201) },
    'objective',
    'objective must be at most 200 characters',
  ],
  [
    'a nextStep of 201 characters',
    { nextStep: 'n'.repeat(201) },
    'nextStep',
    'nextStep must be at most 200 characters',
  ],
  [
    'a remark of 201 characters',
    { remark: 'r'.repeat(201) },
    'remark',
    'remark must be at most 200 characters',
  ],
  ['a remark that is not text', { remark: [5] }, 'remark', 'remark must be text'],
  [
    'contacts that are not ids',
    { contacts: ['third'] },
    'contacts[0]',
    'contacts[0] must be a whole number',
  ],
  ['a tribe chosen twice', { tribes: [1, 1] }, 'tribes', 'tribes must not hold the same id twice'],
  ['rms that are not a list', { rms: 7 }, 'rms', 'rms must be a list'],
  [
    'a consultant id 0',
    { consultants: [0] },
    'consultants[0]',
    'consultants[0] must be a whole number of at least 1',
  ],
]

describe('visitPayload refuses', () => {
  it.each(REFUSED)('%s', (_case, change, field, description) => {
    expectRefused(check(visitPayload(), { ...GOOD, ...change }), { field, description })
  })
})
