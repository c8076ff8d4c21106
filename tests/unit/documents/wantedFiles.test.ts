/** Which files a kept deal names, and the deals' order (entities/documents/wantedFiles.ts). */
import { describe, expect, it } from 'vitest'
import type { DealDetail } from '../../../src/contract/deals.ts'
import type { InvoiceItem } from '../../../src/contract/invoices.ts'
import {
  dealUpdatedAt,
  filesOfDeal,
  wantedInvoiceFiles,
} from '../../../src/entities/documents/wantedFiles.ts'

const deal = (fields: Partial<DealDetail>): DealDetail =>
  ({
    id: 7,
    dealDate: '2026-02-03',
    history: [],
    proposal: null,
    pricing: null,
    agreement: null,
    ...fields,
  }) as DealDetail

describe('filesOfDeal', () => {
  it('names the proposal by its id and view path, pricing and agreement by their document ids', () => {
    const files = filesOfDeal(
      deal({
        proposal: { id: 11, filename: 'p.pdf', url: '/File/view/90' } as DealDetail['proposal'],
        pricing: { id: 21, filename: 'price.xlsx' },
        agreement: { id: 22, filename: 'signed.pdf' },
      }),
    )
    expect(files.map(({ key, ref, dealId }) => ({ key, ref, dealId }))).toEqual([
      { key: '1/11', ref: '/File/view/90', dealId: 7 },
      { key: '2/21', ref: '2/21', dealId: 7 },
      { key: '2/22', ref: '2/22', dealId: 7 },
    ])
  })

  it('names no proposal without a file, nor one made offline (its temporary id)', () => {
    const noFile = { id: 11, filename: '', url: null } as unknown as DealDetail['proposal']
    const offline = { id: -3, filename: 'p.pdf', url: '/File/view/1' } as DealDetail['proposal']
    expect(filesOfDeal(deal({ proposal: noFile }))).toEqual([])
    expect(filesOfDeal(deal({ proposal: offline }))).toEqual([])
  })
})

describe('dealUpdatedAt', () => {
  it("is the journal's newest entry, else the deal's date", () => {
    const history = [
      { data: { updateTime: '2026-03-01T08:00:00Z' } },
      { data: { updateTime: '2026-04-01T08:00:00Z' } },
    ] as DealDetail['history']
    expect(dealUpdatedAt(deal({ history }))).toBe('2026-04-01T08:00:00Z')
    expect(dealUpdatedAt(deal({}))).toBe('2026-02-03')
  })
})

describe('wantedInvoiceFiles', () => {
  const invoice = (invoiceId: number, invoiceDate: string, filename = 'i.pdf') =>
    ({ invoiceId, dealId: 4, filename, version: 3, invoiceDate }) as InvoiceItem

  it('names the invoices with a file, newest invoice date first, by their version', () => {
    const files = wantedInvoiceFiles([
      invoice(1, '2026-01-10'),
      invoice(2, '2026-03-10'),
      invoice(3, '2026-02-10', ''),
      invoice(-4, '2026-04-10'),
    ])
    expect(files.map(({ key, ref }) => ({ key, ref }))).toEqual([
      { key: '3/2', ref: 'v3' },
      { key: '3/1', ref: 'v3' },
    ])
  })
})
