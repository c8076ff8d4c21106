import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../../src/contract/pipeline.ts'
import { PRICING_DOCUMENT_TYPE } from '../../../src/contract/uploads.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import type { SyncResponse } from '../../../src/sync/transport.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const card = (dealId: number): DealCard =>
  ({ dealId, dealName: 'Core banking upgrade', stage: 3, probability: 30, version: 4 }) as never

const bytesOf = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer

/** The args of a pricing file upload for deal 42. */
const pricingUpload = (text: string) => ({
  dealId: 42,
  documentType: PRICING_DOCUMENT_TYPE.pricing,
  fileName: 'pricing.pdf',
  mimeType: 'application/pdf',
  bytes: bytesOf(text),
})

const uploaded = (): SyncResponse => ({
  status: 200,
  body: { dealId: 42, id: 9, filename: 'signed agreement.docx', DocumentType: 2 },
})

describe('deal.uploadDocument', () => {
  it('keeps the chosen file in IndexedDB and shows its name on the card as pending', async () => {
    const db = newDb()
    await db.deals.put(card(42))
    await enqueue(db, 'deal.uploadDocument', pricingUpload('%PDF-1.4 pricing'), USER)
    expect((await db.deals.get(42))?.pendingPricing).toBe('pricing.pdf')
    expect((await db.deals.get(42))?.pendingAgreement).toBeUndefined()
    const [op] = await db.outbox.toArray()
    expect(op?.args.bytes).toBeInstanceOf(ArrayBuffer)
    expect(new TextDecoder().decode(op?.args.bytes as ArrayBuffer)).toBe('%PDF-1.4 pricing')
  })

  it('sends POST /pipeline/pricing/upload as multipart: id 0, userId, dealId, DocumentType, files', async () => {
    const db = newDb()
    await db.deals.put(card(42))
    const server = new StubServer(uploaded)
    await enqueue(
      db,
      'deal.uploadDocument',
      {
        dealId: 42,
        documentType: PRICING_DOCUMENT_TYPE.agreement,
        fileName: 'signed agreement.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: bytesOf('agreement body'),
      },
      USER,
    )
    expect((await db.deals.get(42))?.pendingAgreement).toBe('signed agreement.docx')

    await drain(db, server)
    expect(server.received).toHaveLength(1)
    const request = server.received[0]!
    expect(request).toMatchObject({ method: 'POST', path: '/pipeline/pricing/upload' })
    expect(request.headers?.['If-Match']).toBeUndefined()
    expect(request.headers?.['Idempotency-Key']).toBeDefined()
    const form = request.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('id')).toBe('0')
    expect(form.get('userId')).toBe(String(USER))
    expect(form.get('dealId')).toBe('42')
    expect(form.get('DocumentType')).toBe('2')
    const file = form.get('files') as File
    expect(file.name).toBe('signed agreement.docx')
    expect(file.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(await file.text()).toBe('agreement body')

    expect(await db.outbox.count()).toBe(0)
    const settled = await db.deals.get(42)
    expect(settled?.pendingAgreement).toBeUndefined()
    expect(settled?.version).toBe(4)
  })

  it('puts the card back as it was when a refused upload is discarded', async () => {
    const db = newDb()
    await db.deals.put(card(42))
    const server = new StubServer(() => ({
      status: 400,
      body: [{ description: 'File type not allowed' }],
    }))
    await enqueue(db, 'deal.uploadDocument', pricingUpload('x'), USER)
    await drain(db, server)
    const [failed] = await db.outbox.toArray()
    expect(failed?.status).toBe('failed')
    expect((await db.deals.get(42))?.pendingPricing).toBe('pricing.pdf')

    await discardOp(db, failed!.opId)
    expect(await db.outbox.count()).toBe(0)
    expect((await db.deals.get(42))?.pendingPricing).toBeUndefined()
  })
})
