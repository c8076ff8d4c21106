import { describe, expect, it } from 'vitest'
import { SUCCESS } from '../../../src/domain/messages.ts'
import {
  fieldRules,
  formTitle,
  mainAction,
  openingMode,
  saveOutcome,
  showsDelete,
  type InvoiceFormMode,
} from '../../../src/features/invoices/form/invoiceFormMode.ts'
import type { InvoiceFormKind } from '../../../src/features/invoices/invoicesSearch.ts'

const MODES: readonly InvoiceFormMode[] = [
  'add_invoice',
  'tobe_invoice',
  'detail_invoice',
  'edit_invoice',
  'see_invoice',
  'to_invoice',
]

describe('the mode an invoice form opens in', () => {
  it.each<[InvoiceFormKind, InvoiceFormMode, InvoiceFormMode]>([
    ['add', 'add_invoice', 'add_invoice'],
    ['tobe', 'tobe_invoice', 'tobe_invoice'],
    ['detail', 'detail_invoice', 'see_invoice'],
    ['see', 'see_invoice', 'see_invoice'],
    ['toinvoice', 'to_invoice', 'see_invoice'],
  ])('%s opens as %s, or %s for a person who may not act', (kind, mayAct, mayNot) => {
    expect(openingMode(kind, true)).toBe(mayAct)
    expect(openingMode(kind, false)).toBe(mayNot)
  })
})

describe('what each mode shows', () => {
  it.each<[InvoiceFormMode, string]>([
    ['add_invoice', 'Add new Invoices'],
    ['tobe_invoice', 'Add new Invoices'],
    ['detail_invoice', 'Detail Invoice'],
    ['edit_invoice', 'Detail Invoice'],
    ['see_invoice', 'Detail Invoice'],
    ['to_invoice', 'Detail Invoice'],
  ])('%s is titled %s', (mode, title) => {
    expect(formTitle(mode)).toBe(title)
  })

  it.each<[InvoiceFormMode, { locked: boolean; fixedDeal: boolean; adding: boolean }]>([
    ['add_invoice', { locked: false, fixedDeal: false, adding: true }],
    ['tobe_invoice', { locked: false, fixedDeal: true, adding: true }],
    ['detail_invoice', { locked: true, fixedDeal: true, adding: false }],
    ['edit_invoice', { locked: false, fixedDeal: true, adding: false }],
    ['see_invoice', { locked: true, fixedDeal: true, adding: false }],
    ['to_invoice', { locked: false, fixedDeal: true, adding: false }],
  ])('%s fields: %j', (mode, rules) => {
    expect(fieldRules(mode)).toEqual(rules)
  })

  it('Delete shows in detail_invoice and edit_invoice only', () => {
    expect(MODES.filter(showsDelete)).toEqual(['detail_invoice', 'edit_invoice'])
  })

  it.each<[InvoiceFormMode, 'save' | 'edit' | null]>([
    ['add_invoice', 'save'],
    ['tobe_invoice', 'save'],
    ['detail_invoice', 'edit'],
    ['edit_invoice', 'save'],
    ['see_invoice', null],
    ['to_invoice', 'save'],
  ])('%s main action: %s', (mode, action) => {
    expect(mainAction(mode)).toBe(action)
  })
})

describe('what Save says and where the invoice is afterwards', () => {
  it('an add says it added the invoice, which is invoiced', () => {
    expect(saveOutcome('add_invoice', 'tobe')).toEqual({
      message: SUCCESS.invoiceAdded,
      tab: 'invoiced',
    })
  })

  it('Add To Be Invoice says the invoice was created, and it is invoiced', () => {
    expect(saveOutcome('tobe_invoice', 'tobe')).toEqual({
      message: SUCCESS.invoiceCreated,
      tab: 'invoiced',
    })
  })

  it("the 'Invoiced' action's form says it updated the invoice, which moves to Invoiced", () => {
    expect(saveOutcome('to_invoice', 'tobe')).toEqual({
      message: SUCCESS.invoiceUpdated,
      tab: 'invoiced',
    })
  })

  it('an edit says it updated the invoice, which keeps its tab', () => {
    expect(saveOutcome('edit_invoice', 'tobe')).toEqual({
      message: SUCCESS.invoiceUpdated,
      tab: 'tobe',
    })
    expect(saveOutcome('edit_invoice', 'invoiced')).toEqual({
      message: SUCCESS.invoiceUpdated,
      tab: 'invoiced',
    })
  })

  it('the three messages differ', () => {
    const messages = new Set(
      (['add_invoice', 'tobe_invoice', 'edit_invoice'] as const).map(
        (mode) => saveOutcome(mode, 'tobe').message,
      ),
    )
    expect(messages.size).toBe(3)
  })
})
