import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import {
  projectedInvoicePayload,
  proposalPayload,
  type ProjectedInvoicePayload,
  type ProposalPayload,
} from '../../../src/contract/proposals.ts'
import { expectAccepted, expectRefused, type Refusal } from './expectations.ts'

const GOOD: ProposalPayload = {
  id: 0,
  userId: 7,
  dealId: 14,
  sentById: 7,
  typeId: 1,
  sentDate: '2024-03-05',
  contactIds: [3],
  filename: 'Proposal Acme.pdf',
  fileBase64: 'data:application/pdf;base64,JVBERi0xLjQ=',
  proposalValue: 150_000_000,
  invoices: [
    { id: 0, invoiceDate: '2024-04-01', invoiceAmount: 100_000_000, remarks: 'DP' },
    { id: 31, invoiceDate: '2024-06-01', invoiceAmount: 50_000_000, remarks: '' },
  ],
}

describe('proposalPayload accepts', () => {
  it.each<[string, Record<string, unknown>, Partial<ProposalPayload>?]>([
    ['a proposal with a file and two invoice periods', {}],
    ['a proposal without a file', { filename: '', fileBase64: '' }],
    ['a file name kept when no new file is sent', { fileBase64: undefined }, { fileBase64: '' }],
    ['each allowed extension', { filename: 'plan.XLSX' }],
    [
      'an invoice line without remarks',
      { invoices: [{ invoiceDate: '2024-04-01', invoiceAmount: 1 }] },
      {
        invoices: [{ id: 0, invoiceDate: '2024-04-01', invoiceAmount: 1, remarks: '' }],
      },
    ],
    ['a value of 0', { proposalValue: 0 }],
  ])('%s', (_case, change, normalised = {}) => {
    expect(expectAccepted(check(proposalPayload(), { ...GOOD, ...change }))).toEqual({
      ...GOOD,
      ...change,
      ...normalised,
    })
  })

  it('needs the id when updating', () => {
    expectRefused(check(proposalPayload('update'), GOOD), {
      field: 'id',
      description: 'id must be a whole number of at least 1',
    })
    expect(check(proposalPayload('update'), { ...GOOD, id: 2 }).ok).toBe(true)
  })
})

const REFUSED: Refusal[] = [
  ['no Send by', { sentById: undefined }, 'sentById', 'sentById is required'],
  ['Send by 0', { sentById: 0 }, 'sentById', 'sentById must be a whole number of at least 1'],
  ['no invoice period', { invoices: [] }, 'invoices', 'invoices must hold at least 1 entry'],
  ['invoices absent', { invoices: undefined }, 'invoices', 'invoices is required'],
  ['no deal', { dealId: 0 }, 'dealId', 'dealId must be a whole number of at least 1'],
  ['no deal type', { typeId: undefined }, 'typeId', 'typeId is required'],
  ['no userId', { userId: undefined }, 'userId', 'userId is required'],
  [
    'a sentDate with a slash',
    { sentDate: '2024/03/05' },
    'sentDate',
    'sentDate must be a date written YYYY-MM-DD',
  ],
  [
    'a negative value',
    { proposalValue: -1 },
    'proposalValue',
    'proposalValue must be a number of at least 0',
  ],
  [
    'a value in words',
    { proposalValue: 'a lot' },
    'proposalValue',
    'proposalValue must be a number',
  ],
  [
    'a file of a refused type',
    { filename: 'virus.exe' },
    'filename',
    'filename must end in .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx, .png, .jpg, .jpeg',
  ],
  [
    'a file without a name',
    { filename: '' },
    'filename',
    'filename is required when a file is attached',
  ],
  [
    'a file that is not base64',
    { fileBase64: 'not base64!' },
    'fileBase64',
    'fileBase64 must be base64',
  ],
  [
    'a receiver chosen twice',
    { contactIds: [3, 3] },
    'contactIds',
    'contactIds must not hold the same id twice',
  ],
  [
    'an invoice period without a date',
    { invoices: [{ id: 0, invoiceAmount: 5, remarks: '' }] },
    'invoices[0].invoiceDate',
    'invoices[0].invoiceDate is required',
  ],
  [
    'an invoice period with a negative amount',
    { invoices: [{ id: 0, invoiceDate: '2024-04-01', invoiceAmount: -5, remarks: '' }] },
    'invoices[0].invoiceAmount',
    'invoices[0].invoiceAmount must be a number of at least 0',
  ],
  [
    'an invoice period remark of 201 characters',
    {
      invoices: [{ id: 0, invoiceDate: '2024-04-01', invoiceAmount: 5, remarks: 'r'.repeat(201) }],
    },
    'invoices[0].remarks',
    'invoices[0].remarks must be at most 200 characters',
  ],
  ['invoices that are not a list', { invoices: {} }, 'invoices', 'invoices must be a list'],
]

describe('proposalPayload refuses', () => {
  it.each(REFUSED)('%s', (_case, change, field, description) => {
    expectRefused(check(proposalPayload(), { ...GOOD, ...change }), { field, description })
  })
})

const PROJECTED: ProjectedInvoicePayload = {
  dealId: 14,
  invoiceId: 31,
  userId: 7,
  month: 6,
  year: 2024,
  amount: 50_000_000,
  remarks: 'moved to June',
  invoiceDate: '2024-06-01',
}

describe('projectedInvoicePayload', () => {
  it('accepts a projected invoice update', () => {
    expect(expectAccepted(check(projectedInvoicePayload, PROJECTED))).toEqual(PROJECTED)
  })

  it.each<Refusal>([
    ['month 0', { month: 0 }, 'month', 'month must be a month from 1 to 12'],
    ['month 13', { month: 13 }, 'month', 'month must be a month from 1 to 12'],
    ['a fractional month', { month: 6.5 }, 'month', 'month must be a whole number'],
    ['a two-digit year', { year: 24 }, 'year', 'year must be a four-digit year'],
    ['no invoiceId', { invoiceId: undefined }, 'invoiceId', 'invoiceId is required'],
    ['no dealId', { dealId: undefined }, 'dealId', 'dealId is required'],
    ['a negative amount', { amount: -1 }, 'amount', 'amount must be a number of at least 0'],
    [
      'an invalid date',
      { invoiceDate: '2024-06-31' },
      'invoiceDate',
      'invoiceDate must be a date written YYYY-MM-DD',
    ],
    [
      'a date outside the month',
      { invoiceDate: '2024-07-01' },
      'invoiceDate',
      'invoiceDate must fall in the given month and year',
    ],
    [
      'a date outside the year',
      { invoiceDate: '2023-06-01' },
      'invoiceDate',
      'invoiceDate must fall in the given month and year',
    ],
    [
      'remarks of 201 characters',
      { remarks: 'r'.repeat(201) },
      'remarks',
      'remarks must be at most 200 characters',
    ],
  ])('refuses %s', (_case, change, field, description) => {
    expectRefused(check(projectedInvoicePayload, { ...PROJECTED, ...change }), {
      field,
      description,
    })
  })
})
