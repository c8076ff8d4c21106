import { describe, expect, it } from 'vitest'
import { toProjectionCardView } from '../../../src/features/projection/projectionCardView.ts'
import { projectionAnnouncements } from '../../../src/features/projection/projectionDnd.ts'
import { item } from './fixtures.ts'

describe('a projection card', () => {
  it('shows deal name, client, value, probability and invoice date', () => {
    expect(toProjectionCardView(item(1))).toEqual({
      invoiceId: 1,
      title: 'Deal 1',
      fullTitle: null,
      clientName: 'PT Maju',
      amount: '1,000,000',
      probabilityText: '0.5',
      probabilityTone: 'amber',
      invoiceDate: '31 Mar 2026',
    })
  })

  it('cuts a long deal name at 60 and shows millions from 8 digits', () => {
    const view = toProjectionCardView(item(1, { dealName: 'x'.repeat(70), value: 12_345_678 }))
    expect(view.title).toBe(`${'x'.repeat(60)}...`)
    expect(view.fullTitle).toBe('x'.repeat(70))
    expect(view.amount).toBe('12M')
  })
})

describe('drag announcements', () => {
  it('name the deal and the month', () => {
    const announce = projectionAnnouncements((column) => (column === 2 ? 'April 2026' : '?'))
    const active = { id: 'projection-1', data: { current: { dealId: 1, dealName: 'Deal 1' } } }
    const over = { id: 'month-2', data: { current: { kind: 'column', stage: 2 } } }
    expect(announce.onDragEnd({ active, over } as never)).toBe('Deal 1 was dropped on April 2026.')
    expect(announce.onDragOver?.({ active, over: null } as never)).toBe(
      'Deal 1 is no longer over a month.',
    )
  })
})
