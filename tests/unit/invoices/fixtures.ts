import type { MonthColumn } from '../../../src/contract/projection.ts'
import type { InvoiceRow } from '../../../src/entities/invoices/invoiceRows.ts'
import type { InvoiceFields } from '../../../src/entities/invoices/invoiceFields.ts'

export const invoice = (invoiceId: number, fields: Partial<InvoiceRow> = {}): InvoiceRow => ({
  invoiceId,
  dealId: 40 + invoiceId,
  dealName: `Deal ${invoiceId}`,
  client: { id: 7, text: 'PT Maju' },
  invoiceDate: '2026-03-15',
  amount: 1_000_000,
  remarks: '',
  year: 2026,
  month: 3,
  stage: 1,
  rms: [{ id: 3, text: 'Rina' }],
  tribes: [],
  branch: null,
  segment: null,
  filename: '',
  contact: null,
  access: [],
  pic: null,
  version: 1,
  ...fields,
})

/** March to July 2026, as the server answers them. */
export const COLUMNS: MonthColumn[] = [
  { stage: 1, text: 'March', year: 2026, month: 3 },
  { stage: 2, text: 'April', year: 2026, month: 4 },
  { stage: 3, text: 'May', year: 2026, month: 5 },
  { stage: 4, text: 'June', year: 2026, month: 6 },
  { stage: 5, text: 'July', year: 2026, month: 7 },
]

/** What an invoice form saves: a Won deal's invoice with a contact, file, branch, PIC and shares. */
export const invoiceFields = (changes: Partial<InvoiceFields> = {}): InvoiceFields => ({
  clientId: 7,
  dealId: 45,
  dealName: 'Core banking upgrade',
  invoiceDate: '2026-04-15',
  amount: 150_000_000,
  remarks: 'Term 1',
  contactId: 11,
  fileBase64: 'JVBERi0xLjQK',
  filename: 'Invoice 1.pdf',
  rms: [{ userId: 8, percent: 100, nominal: 150_000_000, usePercent: true }],
  tribes: [{ tribeId: 2, percent: 100, nominal: 150_000_000, usePercent: true }],
  branchId: 3,
  picId: 9,
  names: {
    client: 'PT Maju',
    contact: 'Budi',
    branch: 'Jakarta',
    pic: 'Sari',
    rms: ['Rina'],
    tribes: ['Digital'],
  },
  ...changes,
})
