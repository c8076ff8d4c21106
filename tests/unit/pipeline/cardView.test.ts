import { describe, expect, it } from 'vitest'
import { invoicePeriodText, toCardView } from '../../../src/features/pipeline/cardView.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { dealRow } from './dealRow.ts'

const deal = (fields: Partial<DealRow> = {}): DealRow =>
  dealRow(7, 2, {
    dealName: 'Leadership Program',
    age: 12,
    clientName: 'PT Bank Prima',
    clientId: 3,
    proposalValue: 1_500_000,
    probability: 20,
    ...fields,
  })

describe('what a deal card shows', () => {
  it('shows the title whole up to 60 characters, and cut to 60 with ... beyond', () => {
    const short = toCardView(deal({ dealName: 'x'.repeat(60) }))
    expect(short.title).toBe('x'.repeat(60))
    expect(short.fullTitle).toBeNull()
    const long = toCardView(deal({ dealName: 'y'.repeat(61) }))
    expect(long.title).toBe(`${'y'.repeat(60)}...`)
    expect(long.fullTitle).toBe('y'.repeat(61))
  })

  it('shows amounts of 8 or more digits in millions', () => {
    expect(toCardView(deal({ proposalValue: 9_999_999 })).amount).toBe('9,999,999')
    expect(toCardView(deal({ proposalValue: 12_345_678 })).amount).toBe('12M')
    expect(toCardView(deal({ proposalValue: 0 })).amount).toBe('0')
  })

  it('colours the age: up to 30 days green, to 90 amber, beyond red', () => {
    expect(toCardView(deal({ age: 30 }))).toMatchObject({ ageText: '30 days', ageTone: 'green' })
    expect(toCardView(deal({ age: 31 })).ageTone).toBe('amber')
    expect(toCardView(deal({ age: 91 })).ageTone).toBe('red')
    expect(toCardView(deal({ age: 1 })).ageText).toBe('1 day')
    expect(toCardView(deal({ age: -4 })).ageText).toBe('0 days')
  })

  it('shows the probability as 0.1 to 1 and colours it: to 0.3 red, to 0.6 amber, beyond green', () => {
    expect(toCardView(deal({ probability: 30 }))).toMatchObject({
      probabilityText: '0.3',
      probabilityTone: 'red',
    })
    expect(toCardView(deal({ probability: 50 })).probabilityTone).toBe('amber')
    expect(toCardView(deal({ probability: 100 }))).toMatchObject({
      probabilityText: '1',
      probabilityTone: 'green',
    })
  })

  it('shows the status date as DD MMM YYYY, or a dash when there is none', () => {
    expect(toCardView(deal({ statusDate: '2024-03-09T10:00:00' })).statusDate).toBe('09 Mar 2024')
    expect(toCardView(deal({ statusDate: null })).statusDate).toBe('-')
  })

  it('shows the invoice periods of the proposal, or a dash when there are none', () => {
    expect(invoicePeriodText(0)).toBe('-')
    expect(invoicePeriodText(1)).toBe('1 period')
    expect(invoicePeriodText(3)).toBe('3 periods')
  })

  it('puts an unknown stage in Negotiations', () => {
    expect(toCardView(deal({ stage: 9 })).stage).toBe(5)
  })
})
