import { describe, expect, it } from 'vitest'
import type { CellObject, SheetData } from 'write-excel-file/browser'
import {
  invoiceExportFileName,
  invoiceExportSheet,
} from '../../../src/features/invoices/invoiceExportSheet.ts'
import { MONEY_FORMAT } from '../../../src/ui/sheetCells.ts'
import { INVOICE_EXPORT_COLUMNS } from '../../../src/domain/exports.ts'
import { invoice } from './fixtures.ts'

const values = (sheet: SheetData, row: number) =>
  sheet[row]!.map((cell) => (cell as CellObject).value)
const column = (name: (typeof INVOICE_EXPORT_COLUMNS)[number]) =>
  INVOICE_EXPORT_COLUMNS.indexOf(name)

const FULL = invoice(11, {
  dealName: 'Leadership Program',
  client: { id: 7, text: 'PT Maju' },
  amount: 12_500_000,
  remarks: 'second term',
  year: 2026,
  month: 4,
  rms: [
    { id: 3, text: 'Rina' },
    { id: 4, text: 'Budi' },
  ],
  tribes: [{ id: 1, text: 'Retail' }],
  branch: { id: 2, text: 'Jakarta' },
  segment: { id: 5, text: 'Corporate' },
})

describe('the invoice export sheet', () => {
  it('starts with the spec`s columns, spelled and ordered as the spec', () => {
    const [header] = invoiceExportSheet([], 1)
    expect(header!.map((cell) => (cell as CellObject).value)).toEqual([
      'No',
      'Bulan',
      'Tahun',
      'Client',
      'Program',
      'RM',
      'Tribe',
      'Branch',
      'Segment',
      'Invoiced',
      'To be invoiced',
      'Total',
      'Remarks',
    ])
    expect(invoiceExportSheet([], 0)).toHaveLength(1)
  })

  it('writes one row per invoice, numbered, with names joined and the amount To be invoiced', () => {
    const sheet = invoiceExportSheet([FULL, invoice(12, { amount: 3_000_000 })], 1)
    expect(sheet).toHaveLength(3)
    expect(values(sheet, 1)).toEqual([
      1,
      'April',
      2026,
      'PT Maju',
      'Leadership Program',
      'Rina, Budi',
      'Retail',
      'Jakarta',
      'Corporate',
      0,
      12_500_000,
      12_500_000,
      'second term',
    ])
    expect(values(sheet, 2)[column('No')]).toBe(2)
    expect(values(sheet, 2)[column('Total')]).toBe(3_000_000)
  })

  it('puts the amount under Invoiced on the Invoiced tab', () => {
    const row = values(invoiceExportSheet([FULL], 0), 1)
    expect(row[column('Invoiced')]).toBe(12_500_000)
    expect(row[column('To be invoiced')]).toBe(0)
    expect(row[column('Total')]).toBe(12_500_000)
  })

  it('writes money and numbers as numbers, money with the IDR thousands format', () => {
    const row = invoiceExportSheet([FULL], 1)[1]! as CellObject[]
    for (const name of ['No', 'Tahun', 'Invoiced', 'To be invoiced', 'Total'] as const) {
      expect(row[column(name)]!.type, name).toBe(Number)
      expect(typeof row[column(name)]!.value, name).toBe('number')
    }
    for (const name of ['Invoiced', 'To be invoiced', 'Total'] as const) {
      expect(row[column(name)]!.format).toBe(MONEY_FORMAT)
    }
    for (const name of ['Bulan', 'Client', 'Program', 'RM', 'Remarks'] as const) {
      expect(row[column(name)]!.type, name).toBe(String)
    }
    const odd = values(invoiceExportSheet([invoice(1, { amount: Number.NaN })], 1), 1)
    expect(odd[column('Total')]).toBe(0)
  })

  it('neutralises every text cell a spreadsheet would read as a formula', () => {
    const sheet = invoiceExportSheet(
      [
        invoice(1, {
          dealName: '=HYPERLINK("http://x","y")',
          client: { id: 1, text: '+SUM(A1)' },
          remarks: '@SUM(A1)',
          rms: [{ id: 3, text: '-Rina' }],
          tribes: [{ id: 1, text: '\tTab' }],
          branch: { id: 1, text: '\rReturn' },
          segment: { id: 1, text: '=1+1' },
        }),
      ],
      1,
    )
    const row = values(sheet, 1)
    expect(row[column('Program')]).toBe('\'=HYPERLINK("http://x","y")')
    expect(row[column('Client')]).toBe("'+SUM(A1)")
    expect(row[column('Remarks')]).toBe("'@SUM(A1)")
    expect(row[column('RM')]).toBe("'-Rina")
    expect(row[column('Tribe')]).toBe("'\tTab")
    expect(row[column('Branch')]).toBe("'\rReturn")
    expect(row[column('Segment')]).toBe("'=1+1")
  })

  it('leaves missing names blank', () => {
    const row = values(
      invoiceExportSheet(
        [invoice(1, { client: null, rms: [], tribes: [], branch: null, segment: null })],
        1,
      ),
      1,
    )
    for (const name of ['Client', 'RM', 'Tribe', 'Branch', 'Segment', 'Remarks'] as const) {
      expect(row[column(name)], name).toBe('')
    }
  })

  it('names the file by the tab and the local date', () => {
    expect(invoiceExportFileName(1, new Date(2026, 2, 5))).toBe(
      'invoices-to-be-invoice-2026-03-05.xlsx',
    )
    expect(invoiceExportFileName(0, new Date(2026, 11, 31))).toBe(
      'invoices-invoiced-2026-12-31.xlsx',
    )
  })
})
