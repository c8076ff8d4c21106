import { describe, expect, it } from 'vitest'
import { dealDetailHeader, detailState } from '../../../src/entities/deals/dealDetailHeader.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { dealDetail, RM_ID } from './detailFixture.ts'

const rm = { id: RM_ID, roleId: 5 }
const otherRm = { id: 99, roleId: 5 }
const admin = { id: 1, roleId: 1 }

const card = (fields: Partial<DealRow>): DealRow => fields as DealRow

describe('the deal detail header', () => {
  it('shows the deal, its client, the probability display value and the five stage ages', () => {
    const header = dealDetailHeader(dealDetail(), undefined, rm)
    expect(header).toMatchObject({
      name: 'Core banking upgrade',
      company: 'PT Sinar Jaya',
      contact: 'Budi',
      probabilityText: '0.3',
      ageText: '12 days',
      state: 'Open',
    })
    expect(header.stageAges).toEqual([
      { label: 'Lead In', days: 2, current: false },
      { label: 'Proposal Development', days: 4, current: false },
      { label: 'Proposal Sent', days: 6, current: true },
      { label: 'Presentation', days: 0, current: false },
      { label: 'Negotiation', days: 0, current: false },
    ])
  })

  it("marks the card's stage as current while a move waits", () => {
    const ages = dealDetailHeader(dealDetail(), card({ stage: 5 }), rm).stageAges
    expect(ages.filter((age) => age.current).map((age) => age.label)).toEqual(['Negotiation'])
  })

  it('offers Back, Won, Lost and Delete on an open deal its RM owns', () => {
    const actions = dealDetailHeader(dealDetail(), undefined, rm).actions
    expect(actions).toEqual(expect.arrayContaining(['back', 'won', 'lost', 'delete']))
    expect(actions).not.toContain('reopen')
  })

  it('offers Back only to an RM who does not own the deal, and everything to an admin', () => {
    expect(dealDetailHeader(dealDetail(), undefined, otherRm).actions).toEqual(['back'])
    expect(dealDetailHeader(dealDetail(), undefined, admin).actions).toContain('won')
  })

  it('counts an RM listed in the access list as an owner', () => {
    const detail = dealDetail({ rms: [], access: [{ id: 99, text: 'Other' }] })
    expect(dealDetailHeader(detail, undefined, otherRm).actions).toContain('lost')
  })

  it('shows a Lost deal with Back and Reopen only', () => {
    const header = dealDetailHeader(dealDetail({ state: { text: 'Lost' } }), undefined, rm)
    expect(header.actions).toEqual(['back', 'reopen'])
  })

  it('puts a local state change of the card on top of the pulled detail', () => {
    expect(detailState(dealDetail(), card({ state: 'lost' }))).toBe('Lost')
    expect(detailState(dealDetail({ state: { text: 'Lost' } }), card({ state: 'open' }))).toBe(
      'Open',
    )
    expect(detailState(dealDetail({ state: { text: 'Won' } }), card({}))).toBe('Won')
  })

  it('takes the card name and probability a local change set', () => {
    const header = dealDetailHeader(
      dealDetail(),
      card({ dealName: 'Renamed', probability: 80, stage: 5 }),
      rm,
    )
    expect(header.name).toBe('Renamed')
    expect(header.probabilityText).toBe('0.8')
  })
})
