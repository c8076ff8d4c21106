import { describe, expect, it } from 'vitest'
import { validateInvoicesSearch } from '../../../src/features/invoices/invoicesSearch.ts'

describe('the /invoices search params', () => {
  it('keep a known tab and drop an unknown tab, form or param', () => {
    expect(validateInvoicesSearch({ tab: 'invoiced' })).toEqual({ tab: 'invoiced' })
    expect(validateInvoicesSearch({ tab: 'tobe' })).toEqual({ tab: 'tobe' })
    expect(validateInvoicesSearch({ tab: 'lost', form: 'print', page: '2' })).toEqual({})
    expect(validateInvoicesSearch({ tab: 1, form: ['add'] })).toEqual({})
  })

  it('read ids from strings as the URL gives them, and from numbers', () => {
    expect(validateInvoicesSearch({ invoice: '12', deal: '45' })).toEqual({ invoice: 12, deal: 45 })
    expect(validateInvoicesSearch({ invoice: 12, deal: 45 })).toEqual({ invoice: 12, deal: 45 })
  })

  it.each<unknown>([0, '0', '', 1.5, '1.5', 'abc', Number.NaN, true, null, 2 ** 60])(
    'drop the id %j',
    (id) => {
      expect(validateInvoicesSearch({ invoice: id, deal: id })).toEqual({})
    },
  )

  it.each(['detail', 'see', 'toinvoice'])('open %s of an invoice, and not without one', (form) => {
    expect(validateInvoicesSearch({ form, invoice: '5', tab: 'invoiced' })).toEqual({
      form,
      invoice: 5,
      tab: 'invoiced',
    })
    expect(validateInvoicesSearch({ form })).toEqual({})
    expect(validateInvoicesSearch({ form, invoice: '0' })).toEqual({})
    // A deal does not stand in for the invoice.
    expect(validateInvoicesSearch({ form, deal: '45' })).toEqual({ deal: 45 })
  })

  it('open tobe of a deal, and not without one', () => {
    expect(validateInvoicesSearch({ form: 'tobe', deal: '45' })).toEqual({ form: 'tobe', deal: 45 })
    expect(validateInvoicesSearch({ form: 'tobe' })).toEqual({})
    expect(validateInvoicesSearch({ form: 'tobe', invoice: '5' })).toEqual({ invoice: 5 })
    expect(validateInvoicesSearch({ form: 'tobe', deal: '4.5' })).toEqual({})
  })

  it('open add with nothing else', () => {
    expect(validateInvoicesSearch({ form: 'add' })).toEqual({ form: 'add' })
    expect(validateInvoicesSearch({ form: 'add', tab: 'tobe' })).toEqual({
      form: 'add',
      tab: 'tobe',
    })
  })
})
