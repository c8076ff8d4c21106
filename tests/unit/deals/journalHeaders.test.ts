import { describe, expect, it } from 'vitest'
import { shownHeaders, visitTimeText } from '../../../src/features/deals/journalHeaders.ts'

describe('journal headers written as the rest of the app writes them', () => {
  it('shows probabilities as 0.8, periods as Jun 2027 and amounts in IDR', () => {
    expect(shownHeaders('prob', ['Probability updated', '80%', '60%'])).toEqual([
      'Probability updated',
      '0.8',
      '0.6',
    ])
    expect(shownHeaders('tobedate', ['Invoice period moved', '2027-05', '2027-06-01'])).toEqual([
      'Invoice period moved',
      'May 2027',
      'Jun 2027',
    ])
    expect(shownHeaders('tobeamount', ['Invoice amount updated', '1500000', 'n/a'])[1]).toMatch(
      /1,500,000/,
    )
  })

  it('shows an added invoice period as the proposal card does (Mar 2027), not as 2027-03', () => {
    expect(shownHeaders('invoice', ['Invoice period added', '2027-03', 'Term 1'])).toEqual([
      'Invoice period added',
      'Mar 2027',
      'Term 1',
    ])
    // The server's invoice entries carry the deal's name there: kept as it is.
    expect(shownHeaders('invoice', ['Invoice added', 'Audit 2027', 'Term 1'])[1]).toBe('Audit 2027')
  })

  it('keeps the server texts it cannot read, and other entry types as they are', () => {
    expect(shownHeaders('prob', ['Probability updated', 'high', '55%'])).toEqual([
      'Probability updated',
      'high',
      '55%',
    ])
    expect(shownHeaders('stage', ['Stage changed', '2027-05', '80%'])).toEqual([
      'Stage changed',
      '2027-05',
      '80%',
    ])
  })

  it("gives a visit's date and times", () => {
    expect(visitTimeText({ visitDate: '2027-05-12', fromTime: '09:00:00', toTime: '10:30' })).toBe(
      '12 May 2027 · 09:00–10:30',
    )
    expect(visitTimeText({})).toBe('')
  })

  it('gives the same of a visit whose times are ISO date-times, as the server writes them', () => {
    const info = {
      visitDate: '2027-05-12',
      fromTime: '2027-05-12T09:00:00',
      toTime: '2027-05-12T10:30:00',
    }
    expect(visitTimeText(info)).toBe('12 May 2027 · 09:00–10:30')
    expect(visitTimeText({ ...info, fromTime: '09:00', toTime: '10:30' })).toBe(visitTimeText(info))
  })
})
