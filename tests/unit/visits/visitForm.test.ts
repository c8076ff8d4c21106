import { describe, expect, it } from 'vitest'
import {
  canSaveVisitForm,
  newVisitForm,
  visitFieldsOf,
  visitFormFromMeeting,
  withLimitedText,
  type VisitTarget,
} from '../../../src/features/visits/visitForm.ts'

const onDeal: VisitTarget = { kind: 'deal', dealId: 7, client: { id: 12, text: 'PT Sinar' } }
const standalone: VisitTarget = { kind: 'standalone' }
const noon = new Date(2024, 0, 5, 12, 30)

describe('the sales visit form', () => {
  it('starts today, from now to an hour later; a deal-bound form has its deal client', () => {
    expect(newVisitForm(onDeal, noon)).toMatchObject({
      visitDate: '2024-01-05',
      startTime: '12:30',
      endTime: '13:30',
      client: { id: 12, text: 'PT Sinar' },
    })
    expect(newVisitForm(standalone, new Date(2024, 0, 5, 23, 20))).toMatchObject({
      endTime: '23:59',
      client: null,
    })
  })

  it('standalone: Save waits for a client, also one added offline (a temp id)', () => {
    const form = newVisitForm(standalone, noon)
    expect(canSaveVisitForm(form, standalone)).toBe(false)
    expect(canSaveVisitForm({ ...form, client: { id: 40, text: 'PT A' } }, standalone)).toBe(true)
    expect(canSaveVisitForm({ ...form, client: { id: -3, text: 'PT B' } }, standalone)).toBe(true)
    expect(canSaveVisitForm(newVisitForm(onDeal, noon), onDeal)).toBe(true)
  })

  it('objective, next step and remark keep 200 characters: there is no 201st', () => {
    let form = newVisitForm(onDeal, noon)
    for (const field of ['objective', 'nextStep', 'remark'] as const) {
      form = withLimitedText(form, field, 'x'.repeat(201))
      expect(form[field]).toHaveLength(200)
    }
    expect(canSaveVisitForm(form, onDeal)).toBe(true)
    expect(canSaveVisitForm({ ...form, remark: 'y'.repeat(201) }, onDeal)).toBe(false)
  })

  it('saves a deal-bound visit at its deal and client, a standalone one at its client', () => {
    const form = { ...newVisitForm(onDeal, noon), contacts: [5], objective: 'Demo' }
    expect(visitFieldsOf(form, onDeal)).toMatchObject({
      dealId: 7,
      clientId: 12,
      clientName: 'PT Sinar',
      contacts: [5],
      objective: 'Demo',
    })
    const alone = { ...newVisitForm(standalone, noon), client: { id: -3, text: 'PT Baru' } }
    expect(visitFieldsOf(alone, standalone)).toMatchObject({ dealId: 0, clientId: -3 })
  })

  it('an edit from a journal entry reads the meeting info', () => {
    const found = visitFormFromMeeting(
      {
        visitId: 900,
        visitDate: '2024-01-05',
        fromTime: '09:00',
        toTime: '10:00',
        clientName: 'PT Sinar',
        location: 'Jakarta',
        rms: [{ id: 3, text: 'Rina' }],
        tribes: [{ id: 1, text: 'Digital' }],
        consultants: [],
        contacts: [{ id: 5, text: 'Budi' }],
        objective: 'Demo',
        nextStep: 'Proposal',
        remark: '',
      },
      { id: 12, text: 'PT Sinar' },
    )
    expect(found).toEqual({
      visitId: 900,
      form: {
        visitDate: '2024-01-05',
        startTime: '09:00',
        endTime: '10:00',
        client: { id: 12, text: 'PT Sinar' },
        contacts: [5],
        tribes: [1],
        rms: [3],
        consultants: [],
        location: 'Jakarta',
        objective: 'Demo',
        nextStep: 'Proposal',
        remark: '',
      },
    })
    expect(visitFormFromMeeting({ objective: 'no id' }, { id: 12, text: 'PT Sinar' })).toBeNull()
  })

  it('an edit from a journal entry whose times are ISO date-times reads their times of day', () => {
    const found = visitFormFromMeeting(
      {
        visitId: 901,
        visitDate: '2024-01-05',
        fromTime: '2024-01-05T09:00:00',
        toTime: '2024-01-05T10:15:00',
        clientName: 'PT Sinar',
      },
      { id: 12, text: 'PT Sinar' },
    )
    expect(found?.form).toMatchObject({
      visitDate: '2024-01-05',
      startTime: '09:00',
      endTime: '10:15',
    })
  })
})
