import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import {
  invoiceNoDealPayload,
  invoicePayload,
  type InvoicePayload,
} from '../../../src/contract/invoiceForms.ts'
import { expectAccepted, expectRefused, type Refusal } from './expectations.ts'

const GOOD: InvoicePayload = {
  id: 0,
  clientId: 22,
  dealId: 14,
  dealName: 'Leadership workshop',
  userId: 7,
  invoiceDate: '2024-04-01',
  amount: 100_000_000,
  remarks: 'DP 1',
  contactId: 3,
  fileBase64: 'JVBERi0xLjQ=',
  filename: 'INV-001.pdf',
  rms: [
    { userId: 7, percent: 60, nominal: 60_000_000, usePercent: true },
    { userId: 8, percent: 40, nominal: 40_000_000, usePercent: true },
  ],
  tribes: [{ tribeId: 1, percent: 100, nominal: 100_000_000, usePercent: false }],
  branchId: 3,
  picId: 9,
}

describe('invoicePayload accepts', () => {
  it.each<[string, Record<string, unknown>, Partial<InvoicePayload>?]>([
    ['an invoice of a deal with shares and a file', {}],
    ['no file', { fileBase64: '', filename: '' }],
    ['blank contact, branch and person in charge', { contactId: 0, branchId: 0, picId: 0 }],
    [
      'absent contact, branch and person in charge',
      { contactId: undefined, branchId: null, picId: undefined },
      { contactId: 0, branchId: 0, picId: 0 },
    ],
    ['no shares', { rms: [], tribes: [] }],
    [
      'NaN shares (null in JSON) stored as 0',
      { rms: [{ userId: 7, percent: null, nominal: null, usePercent: true }] },
      { rms: [{ userId: 7, percent: 0, nominal: 0, usePercent: true }] },
    ],
    [
      'fractional share figures',
      { tribes: [{ tribeId: 2, percent: 33.33, nominal: 33_330_000.5, usePercent: true }] },
    ],
  ])('%s', (_case, change, normalised = {}) => {
    expect(expectAccepted(check(invoicePayload(), { ...GOOD, ...change }))).toEqual({
      ...GOOD,
      ...change,
      ...normalised,
    })
  })

  it('needs the invoice id when updating (PUT /pipeline/invoice names it only in the body)', () => {
    expectRefused(check(invoicePayload('update'), GOOD), {
      field: 'id',
      description: 'id must be a whole number of at least 1',
    })
    expect(check(invoicePayload('update'), { ...GOOD, id: 40 }).ok).toBe(true)
  })
})

const REFUSED: Refusal[] = [
  ['a blank client (null)', { clientId: null }, 'clientId', 'clientId is required'],
  ['no deal', { dealId: 0 }, 'dealId', 'dealId must be a whole number of at least 1'],
  ['no value', { amount: 0 }, 'amount', 'amount must be a whole number of at least 1'],
  ['a fractional value', { amount: 1000.5 }, 'amount', 'amount must be a whole number'],
  [
    'a value as formatted text',
    { amount: '100,000,000' },
    'amount',
    'amount must be a whole number',
  ],
  ['no invoice date', { invoiceDate: undefined }, 'invoiceDate', 'invoiceDate is required'],
  [
    'a month-only period',
    { invoiceDate: '2024-04' },
    'invoiceDate',
    'invoiceDate must be a date written YYYY-MM-DD',
  ],
  ['no acting user', { userId: undefined }, 'userId', 'userId is required'],
  [
    'a negative contact',
    { contactId: -1 },
    'contactId',
    'contactId must be a whole number of at least 0',
  ],
  [
    'a file of a refused type',
    { filename: 'invoice.zip' },
    'filename',
    'filename must end in .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx, .png, .jpg, .jpeg',
  ],
  [
    'an RM chosen twice',
    { rms: [GOOD.rms[0], GOOD.rms[0]] },
    'rms',
    'rms must not hold the same RM twice',
  ],
  [
    'a tribe chosen twice',
    { tribes: [GOOD.tribes[0], { ...GOOD.tribes[0], percent: 0 }] },
    'tribes',
    'tribes must not hold the same tribe twice',
  ],
  [
    'a share above 100 percent',
    { rms: [{ userId: 7, percent: 120, nominal: 0, usePercent: true }] },
    'rms[0].percent',
    'rms[0].percent must be a number of at most 100',
  ],
  [
    'a negative nominal',
    { tribes: [{ tribeId: 1, percent: 0, nominal: -5, usePercent: false }] },
    'tribes[0].nominal',
    'tribes[0].nominal must be a number of at least 0',
  ],
  [
    'a share without an RM',
    { rms: [{ percent: 50, nominal: 0, usePercent: true }] },
    'rms[0].userId',
    'rms[0].userId is required',
  ],
  [
    'a share without its mode',
    { tribes: [{ tribeId: 1, percent: 50, nominal: 0 }] },
    'tribes[0].usePercent',
    'tribes[0].usePercent is required',
  ],
]

describe('invoicePayload refuses', () => {
  it.each(REFUSED)('%s', (_case, change, field, description) => {
    expectRefused(check(invoicePayload(), { ...GOOD, ...change }), { field, description })
  })
})

const NO_DEAL = { ...GOOD, dealId: 0, dealName: 'Public training batch 3' }

describe('invoiceNoDealPayload', () => {
  it('accepts an invoice without a deal, named by its deal name', () => {
    expect(expectAccepted(check(invoiceNoDealPayload, NO_DEAL))).toEqual(NO_DEAL)
  })

  it('treats an absent dealId as no deal', () => {
    const { dealId: _dealId, ...withoutDeal } = NO_DEAL
    expect(expectAccepted(check(invoiceNoDealPayload, withoutDeal)).dealId).toBe(0)
  })

  it.each<Refusal>([
    ['a deal id', { dealId: 14 }, 'dealId', 'dealId must be 0 for an invoice without a deal'],
    ['no deal name', { dealName: '' }, 'dealName', 'dealName is required'],
    ['no client', { clientId: undefined }, 'clientId', 'clientId is required'],
    ['no value', { amount: 0 }, 'amount', 'amount must be a whole number of at least 1'],
  ])('refuses %s', (_case, change, field, description) => {
    expectRefused(check(invoiceNoDealPayload, { ...NO_DEAL, ...change }), { field, description })
  })
})
