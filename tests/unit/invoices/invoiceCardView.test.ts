import { describe, expect, it } from 'vitest'
import { toInvoiceCardView } from '../../../src/features/invoices/invoiceCardView.ts'
import { invoice } from './fixtures.ts'

describe('an invoice card', () => {
  it('shows the deal name, the client, the value and the RMs', () => {
    const view = toInvoiceCardView(
      invoice(5, {
        dealName: 'ERP rollout',
        amount: 2_500_000,
        rms: [
          { id: 3, text: 'Rina' },
          { id: 4, text: 'Budi' },
        ],
      }),
    )
    expect(view).toEqual({
      invoiceId: 5,
      title: 'ERP rollout',
      fullTitle: null,
      clientName: 'PT Maju',
      amount: '2,500,000',
      rmNames: 'Rina, Budi',
    })
  })

  it('cuts a title over 60 characters to 60 with ... and keeps the whole name as a tooltip', () => {
    const name = 'A'.repeat(61)
    const view = toInvoiceCardView(invoice(1, { dealName: name }))
    expect(view.title).toBe(`${'A'.repeat(60)}...`)
    expect(view.fullTitle).toBe(name)
  })

  it('shows values of 8 or more digits in millions', () => {
    expect(toInvoiceCardView(invoice(1, { amount: 12_345_678 })).amount).toBe('12M')
    expect(toInvoiceCardView(invoice(1, { amount: 9_999_999 })).amount).toBe('9,999,999')
  })

  it('shows a dash for an invoice without a client or RMs', () => {
    const view = toInvoiceCardView(invoice(1, { client: null, rms: [] }))
    expect(view.clientName).toBe('-')
    expect(view.rmNames).toBe('-')
  })
})
