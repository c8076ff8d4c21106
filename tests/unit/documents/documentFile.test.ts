import { describe, expect, it } from 'vitest'
import type { DealDetail } from '../../../src/contract/deals.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../../src/contract/uploadRules.ts'
import { PRICING_DOCUMENT_TYPE } from '../../../src/contract/uploads.ts'
import { FILE_TYPE_NOT_ALLOWED, PLEASE_SELECT_FILE } from '../../../src/domain/messages.ts'
import {
  documentFileRefusal,
  documentRowView,
} from '../../../src/features/documents/documentFile.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'

describe('documentFileRefusal', () => {
  it.each([
    ['pricing.pdf', null],
    ['Pricing.XLSX', null],
    ['scan.jpeg', null],
    ['setup.exe', FILE_TYPE_NOT_ALLOWED],
    ['notes.txt', FILE_TYPE_NOT_ALLOWED],
    ['no-extension', FILE_TYPE_NOT_ALLOWED],
  ])('%s gives %s', (name, message) => {
    expect(documentFileRefusal({ name, size: 100 })).toBe(message)
  })

  it("asks to 'Please select file' when nothing was chosen", () => {
    expect(documentFileRefusal(null)).toBe(PLEASE_SELECT_FILE)
  })

  it('refuses a file over the server limit', () => {
    expect(documentFileRefusal({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      MAX_DOCUMENT_SIZE_TEXT,
    )
    expect(documentFileRefusal({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull()
  })
})

describe('documentRowView', () => {
  const detail: Pick<DealDetail, 'pricing' | 'agreement'> = {
    pricing: { id: 5, filename: 'old pricing.pdf' },
    agreement: null,
  }
  const upload = (documentType: number, fileName: string): OutboxOp =>
    ({
      type: 'deal.uploadDocument',
      status: 'pending',
      args: { dealId: 1, documentType, fileName },
    }) as never

  it('shows the stored document when nothing waits', () => {
    expect(documentRowView(PRICING_DOCUMENT_TYPE.pricing, detail, undefined, [])).toEqual({
      filename: 'old pricing.pdf',
      documentId: 5,
      pending: false,
      refused: false,
    })
    expect(documentRowView(PRICING_DOCUMENT_TYPE.agreement, detail, undefined, [])).toEqual({
      filename: null,
      documentId: null,
      pending: false,
      refused: false,
    })
  })

  it('shows the waiting file as pending, without View, while its upload is unsettled', () => {
    const card = { pendingPricing: 'new pricing.pdf' } as DealRow
    const ops = [upload(PRICING_DOCUMENT_TYPE.pricing, 'new pricing.pdf')]
    expect(documentRowView(PRICING_DOCUMENT_TYPE.pricing, detail, card, ops)).toEqual({
      filename: 'new pricing.pdf',
      documentId: null,
      pending: true,
      refused: false,
    })
    expect(documentRowView(PRICING_DOCUMENT_TYPE.agreement, detail, card, ops).pending).toBe(false)
  })

  it('tells a refused upload from a waiting one', () => {
    const card = { pendingPricing: 'new pricing.pdf' } as DealRow
    const refused: OutboxOp = {
      ...upload(PRICING_DOCUMENT_TYPE.pricing, 'new pricing.pdf'),
      status: 'failed',
    }
    const view = documentRowView(PRICING_DOCUMENT_TYPE.pricing, detail, card, [refused])
    expect(view).toMatchObject({ filename: 'new pricing.pdf', pending: false, refused: true })
  })

  it('ignores an overlay left on the card once no upload waits', () => {
    const card = { pendingPricing: 'stale.pdf' } as DealRow
    expect(documentRowView(PRICING_DOCUMENT_TYPE.pricing, detail, card, []).filename).toBe(
      'old pricing.pdf',
    )
  })
})
