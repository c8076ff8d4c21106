import { describe, expect, it } from 'vitest'
import type { DealDetail, DealSummary } from '../../src/contract/deals.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../src/contract/uploadRules.ts'
import {
  FILE_TYPE_NOT_ALLOWED,
  PLEASE_SELECT_FILE,
  PRICING_DOCUMENT_TYPE,
  pricingUploadFormData,
  UPLOAD_ROUTES,
  type FileViewResponse,
  type PricingUploadResponse,
} from '../../src/contract/uploads.ts'
import { pathOf } from '../../src/contract/route.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { signFileViewToken } from '../../src/server/files/viewToken.ts'
import { count, NOT_OWNED_BY, OWNED_BY, takeDeal, WITH_INVOICE_PERIOD } from './fixtures.ts'
import { callers, newKey, postForm, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile()

const fileView = (fileId: number) => pathOf(UPLOAD_ROUTES.fileView, { fileId })
const documentView = (type: number, docId: number, userId: number) =>
  pathOf(UPLOAD_ROUTES.documentView, { type, docId, userId })

const PDF = new TextEncoder().encode('%PDF-1.4\n% pricing sheet\n%%EOF\n')

const uploadPricing = (
  token: string | null,
  form: FormData,
  headers: Record<string, string> = {},
) => postForm(server(), '/pipeline/pricing/upload', token, form, headers)

const pricingForm = (
  fields: { userId: number; dealId: number; DocumentType?: 1 | 2 },
  name = 'Pricing Sheet.pdf',
  bytes: Uint8Array<ArrayBuffer> = PDF,
) =>
  pricingUploadFormData(
    { DocumentType: PRICING_DOCUMENT_TYPE.pricing, ...fields },
    new Blob([bytes], { type: 'application/pdf' }),
    name,
  )

const documentsOf = (dealId: number) =>
  count(server(), 'SELECT count(*) FROM documents WHERE deal_id = $1', [dealId])

describe('POST /pipeline/pricing/upload', () => {
  it('stores a pricing document and answers { dealId }; the detail and journal show it', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), OWNED_BY(USER_IDS.rm))
    const response = await uploadPricing(rm.token, pricingForm({ userId: USER_IDS.rm, dealId }))
    expect(response.status).toBe(200)
    const answer = response.body as PricingUploadResponse
    expect(answer).toEqual({
      dealId,
      id: expect.any(Number),
      filename: 'Pricing Sheet.pdf',
      DocumentType: 1,
    })
    const detail = await rm.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    expect(detail.body.pricing).toEqual({ id: answer.id, filename: 'Pricing Sheet.pdf' })
    expect(detail.body.history[0]).toMatchObject({
      type: 'pnl',
      data: {
        header1: { text: 'Pricing uploaded' },
        header2: { text: 'Pricing Sheet.pdf' },
        info: { documentId: answer.id, documentType: 1, filename: 'Pricing Sheet.pdf' },
      },
    })
    const [stored] = await server().db.query<{ data: Uint8Array; content_type: string }>(
      `SELECT f.data, f.content_type FROM documents d JOIN stored_files f ON f.id = d.file_id
        WHERE d.id = $1`,
      [answer.id],
    )
    expect(new Uint8Array(stored!.data)).toEqual(PDF)
    expect(stored!.content_type).toBe('application/pdf')
  })

  it('keeps the agreement apart from the pricing, and a newer upload replaces the shown one', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), 'true')
    const form = (name: string, type: 1 | 2) =>
      pricingForm({ userId: USER_IDS.manager, dealId, DocumentType: type }, name)
    const agreement = await uploadPricing(manager.token, form('Agreement v1.docx', 2))
    await uploadPricing(manager.token, form('Pricing v1.xlsx', 1))
    const newer = await uploadPricing(manager.token, form('Agreement v2.pdf', 2))
    expect(agreement.body.DocumentType).toBe(2)
    const detail = await manager.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    expect(detail.body.agreement).toEqual({ id: newer.body.id, filename: 'Agreement v2.pdf' })
    expect(detail.body.pricing).toMatchObject({ filename: 'Pricing v1.xlsx' })
  })

  it('refuses a wrong file type, no file, a bad DocumentType and a file over 10 MB with 400, writing nothing', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), 'true')
    const files = await count(server(), 'SELECT count(*) FROM stored_files')
    const fields = { userId: USER_IDS.admin, dealId }
    const wrongType = await uploadPricing(admin.token, pricingForm(fields, 'pricing.exe'))
    expect(wrongType.status).toBe(400)
    expect(wrongType.body).toEqual([{ description: FILE_TYPE_NOT_ALLOWED }])

    const noFile = new FormData()
    noFile.append('id', '0')
    noFile.append('userId', String(USER_IDS.admin))
    noFile.append('dealId', String(dealId))
    noFile.append('DocumentType', '1')
    const missing = await uploadPricing(admin.token, noFile)
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual([{ description: PLEASE_SELECT_FILE }])

    const badType = pricingForm(fields)
    badType.set('DocumentType', '3')
    expect((await uploadPricing(admin.token, badType)).status).toBe(400)

    // Just over the cap (the file's size is checked) and far over it (the body is not read).
    for (const size of [MAX_DOCUMENT_BYTES + 1, MAX_DOCUMENT_BYTES + 2 * 1024 * 1024]) {
      const big = new Uint8Array(size)
      const oversized = await uploadPricing(admin.token, pricingForm(fields, 'big.pdf', big))
      expect(oversized.status).toBe(400)
      expect(oversized.body).toEqual([{ description: MAX_DOCUMENT_SIZE_TEXT }])
    }

    const json = await admin.post('/pipeline/pricing/upload', { ...fields, DocumentType: 1 })
    expect(json.status).toBe(400)

    expect(await documentsOf(dealId)).toBe(0)
    expect(await count(server(), 'SELECT count(*) FROM stored_files')).toBe(files)
  })

  it('role rules: viewer 403, an RM on a deal not its own 403, a userId not the caller 403', async () => {
    const { viewer, rm, manager } = await callers(server())
    const foreign = await takeDeal(server(), NOT_OWNED_BY(USER_IDS.rm))
    const viewerAnswer = await uploadPricing(
      viewer.token,
      pricingForm({ userId: USER_IDS.viewer, dealId: foreign }),
    )
    expect(viewerAnswer.status).toBe(403)
    expect(viewerAnswer.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect(
      (await uploadPricing(rm.token, pricingForm({ userId: USER_IDS.rm, dealId: foreign }))).status,
    ).toBe(403)
    expect(
      (await uploadPricing(manager.token, pricingForm({ userId: USER_IDS.rm, dealId: foreign })))
        .status,
    ).toBe(403)
    expect(await documentsOf(foreign)).toBe(0)
    expect(
      (
        await uploadPricing(
          manager.token,
          pricingForm({ userId: USER_IDS.manager, dealId: 999999 }),
        )
      ).status,
    ).toBe(404)
  })

  it('stores one document for two posts with the same Idempotency-Key', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), 'true')
    const key = newKey()
    const fields = { userId: USER_IDS.manager, dealId }
    const first = await uploadPricing(manager.token, pricingForm(fields), {
      'Idempotency-Key': key,
    })
    const again = await uploadPricing(manager.token, pricingForm(fields), {
      'Idempotency-Key': key,
    })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await documentsOf(dealId)).toBe(1)
  })
})

describe('file views: GET /File/view/{id} and /File/view/{type}/{docId}/{userId}', () => {
  async function uploadedDocument(): Promise<{
    dealId: number
    documentId: number
    fileId: number
  }> {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), 'true')
    const response = await uploadPricing(
      manager.token,
      pricingForm({ userId: USER_IDS.manager, dealId }, 'Harga Ü "final".pdf'),
    )
    const [row] = await server().db.query<{ file_id: number }>(
      'SELECT file_id FROM documents WHERE id = $1',
      [response.body.id],
    )
    return { dealId, documentId: response.body.id, fileId: row!.file_id }
  }

  it('answers a link that opens the file without a bearer header, inline with its type', async () => {
    const { viewer } = await callers(server())
    const { documentId } = await uploadedDocument()
    const view = await viewer.get<FileViewResponse>(documentView(2, documentId, USER_IDS.viewer))
    expect(view.status).toBe(200)
    expect(view.body).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/File\/download\/\d+\?token=/),
      filename: 'Harga Ü "final".pdf',
      expiresAt: expect.any(String),
    })
    const opened = await fetch(view.body.url)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('Content-Type')).toBe('application/pdf')
    expect(opened.headers.get('Content-Disposition')).toBe(
      `inline; filename="Harga _ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Harga Ü "final".pdf')}`,
    )
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF)
  })

  it('answers the same for the stored file id, and for an invoice file (type 3)', async () => {
    const { manager } = await callers(server())
    const { fileId } = await uploadedDocument()
    const byId = await manager.get<FileViewResponse>(fileView(fileId))
    expect(byId.status).toBe(200)
    expect((await fetch(byId.body.url)).status).toBe(200)

    const [invoice] = await server().db.query<{ id: number }>(
      'UPDATE invoices SET file_id = $1 WHERE id = (SELECT min(id) FROM invoices) RETURNING id',
      [fileId],
    )
    const byInvoice = await manager.get<FileViewResponse>(
      documentView(3, invoice!.id, USER_IDS.manager),
    )
    expect(byInvoice.status).toBe(200)
    expect(byInvoice.body.filename).toBe('Harga Ü "final".pdf')
  })

  it('refuses an altered, foreign, missing or expired link with 403', async () => {
    const { manager } = await callers(server())
    const { fileId } = await uploadedDocument()
    const view = await manager.get<FileViewResponse>(fileView(fileId))
    const url = new URL(view.body.url)
    const token = url.searchParams.get('token')!

    const altered = new URL(url)
    altered.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`)
    const otherFile = new URL(url)
    otherFile.pathname = otherFile.pathname.replace(/\d+$/, String(fileId + 1000))
    const noToken = new URL(url)
    noToken.search = ''
    const [secret] = await server().db.query<{ value: string }>(
      `SELECT value FROM app_settings WHERE key = 'jwt_secret'`,
    )
    const expired = new URL(url)
    expired.searchParams.set(
      'token',
      await signFileViewToken(
        new TextEncoder().encode(secret!.value),
        fileId,
        new Date(Date.now() - 60_000),
      ),
    )
    for (const link of [altered, otherFile, noToken, expired]) {
      const response = await fetch(link)
      expect(response.status, link.toString()).toBe(403)
      expect(await response.json()).toEqual([{ description: expect.stringContaining('expired') }])
    }
    // An access token is no file link, and a file link is no access token.
    const withBearer = new URL(url)
    withBearer.searchParams.set('token', manager.token)
    expect((await fetch(withBearer)).status).toBe(403)
    const asBearer = await fetch(`${server().url}/api/pipeline/master`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(asBearer.status).toBe(401)
  })

  it('answers 404 for unknown documents and files without content, 403 for another userId, 400 for a bad type', async () => {
    const { rm } = await callers(server())
    const { documentId } = await uploadedDocument()
    expect((await rm.get(documentView(2, 999999, USER_IDS.rm))).status).toBe(404)
    expect((await rm.get(fileView(999999))).status).toBe(404)
    const [withoutFile] = await server().db.query<{ id: number }>(
      'SELECT id FROM proposals WHERE file_id IS NULL LIMIT 1',
    )
    const missing = await rm.get(documentView(1, withoutFile!.id, USER_IDS.rm))
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual([{ description: 'File not found' }])
    expect((await rm.get(documentView(2, documentId, USER_IDS.admin))).status).toBe(403)
    expect((await rm.get(`/File/view/4/${documentId}/${USER_IDS.rm}`)).status).toBe(400)
    expect((await fetch(`${server().url}/api/File/view/${documentId}`)).status).toBe(401)
  })
})

describe('GET /pipeline/summary/{dealId}', () => {
  it('answers the deal at a glance, for any role', async () => {
    const { viewer } = await callers(server())
    const dealId = await takeDeal(server(), `d.state = 'won' AND ${WITH_INVOICE_PERIOD}`)
    const response = await viewer.get<DealSummary>(`/pipeline/summary/${dealId}`)
    expect(response.status).toBe(200)
    const [expected] = await server().db.query<{
      name: string
      value: number
      lines: number
      projected: number
      invoiced: number
      tobe: number
      visits: number
    }>(
      `SELECT d.name,
              (SELECT proposal_value FROM proposals WHERE deal_id = d.id ORDER BY id DESC LIMIT 1) AS value,
              (SELECT count(*) FROM proposal_invoices WHERE proposal_id =
                 (SELECT id FROM proposals WHERE deal_id = d.id ORDER BY id DESC LIMIT 1))::int AS lines,
              (SELECT sum(amount) FROM proposal_invoices WHERE proposal_id =
                 (SELECT id FROM proposals WHERE deal_id = d.id ORDER BY id DESC LIMIT 1)) AS projected,
              (SELECT coalesce(sum(amount), 0) FROM invoices WHERE deal_id = d.id AND status = 'invoiced') AS invoiced,
              (SELECT coalesce(sum(amount), 0) FROM invoices WHERE deal_id = d.id AND status = 'tobe') AS tobe,
              (SELECT count(*) FROM visits WHERE deal_id = d.id)::int AS visits
         FROM deals d WHERE d.id = $1`,
      [dealId],
    )
    const summary = response.body
    expect(summary).toMatchObject({
      dealId,
      dealName: expected!.name,
      state: { text: 'Won' },
      proposalValue: expected!.value,
      valueAfterProbability: Math.round((expected!.value * summary.probability) / 100),
      invoicePeriod: expected!.lines,
      projectedAmount: expected!.projected,
      invoicedAmount: expected!.invoiced,
      toBeInvoicedAmount: expected!.tobe,
      visits: expected!.visits,
      version: expect.any(Number),
    })
    expect(summary.invoicePeriods).toHaveLength(expected!.lines)
    expect(summary.rms.length).toBeGreaterThan(0)
    expect(summary.client).toEqual({ id: expect.any(Number), text: expect.any(String) })
  })

  it('answers 404 for an unknown deal and 400 for a bad id', async () => {
    const { viewer } = await callers(server())
    expect((await viewer.get('/pipeline/summary/999999')).status).toBe(404)
    expect((await viewer.get('/pipeline/summary/0')).status).toBe(400)
  })
})
