import { describe, expect, it } from 'vitest'
import { serverForFile } from '../harness.ts'
import {
  EXTRA,
  OPEN_PAST_LEAD_IN,
  PDF_BASE64,
  signedIn,
  takeDealFacts,
  type CompatClient,
  type DealFacts,
} from './compatClient.ts'

const server = serverForFile()

const INVOICES = [
  { id: 0, invoiceDate: '2027-01-15', invoiceAmount: 60_000_000, remarks: 'First term' },
  { id: 0, invoiceDate: '2027-03-15', invoiceAmount: 40_000_000, remarks: 'Second term' },
]

/** The proposal dialog's body, with a pdf attached. */
const proposalBody = (deal: DealFacts, userId: number) => ({
  id: 0,
  userId,
  dealId: deal.dealId,
  sentById: userId,
  typeId: 1,
  sentDate: '2026-11-24',
  contactIds: [deal.contactIds[0]],
  filename: 'compat-offer.pdf',
  fileBase64: PDF_BASE64,
  proposalValue: 100_000_000,
  invoices: INVOICES,
  ...EXTRA,
})

/** A deal with a proposal added the way the dialog adds it; answers the deal's detail. */
async function dealWithProposal(admin: CompatClient) {
  const deal = await takeDealFacts(server(), OPEN_PAST_LEAD_IN)
  const added = await admin.post('/pipeline/proposal', proposalBody(deal, admin.userId))
  expect(added.status, `setup: ${added.text}`).toBe(200)
  const detail = await admin.get(`/Pipeline/detail/${deal.dealId}`)
  return { deal, detail: detail.body }
}

describe('proposals and documents as existing clients send and read them', () => {
  it('adds a proposal with POST /pipeline/proposal and reads { proposalType: { text }, filename }', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN_PAST_LEAD_IN)
    const reply = await admin.post('/pipeline/proposal', proposalBody(deal, admin.userId))
    expect(reply.status, reply.text).toBe(200)
    expect(typeof reply.body.proposalType.text).toBe('string')
    expect(reply.body.filename).toBe('compat-offer.pdf')
    const detail = await admin.get(`/Pipeline/detail/${deal.dealId}`)
    expect(detail.body.proposal).toMatchObject({
      id: expect.any(Number),
      filename: 'compat-offer.pdf',
      url: expect.any(String),
      proposalValue: 100_000_000,
      proposalType: { id: 1, text: expect.any(String) },
      sentById: admin.userId,
      contactIds: [deal.contactIds[0]],
      invoices: INVOICES.map(({ invoiceDate, invoiceAmount, remarks }) => ({
        invoiceDate,
        invoiceAmount,
        remarks,
      })),
    })
  })

  it('edits a proposal with PUT /pipeline/proposal/{id} and reads { proposalType: { text }, filename }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { deal, detail } = await dealWithProposal(admin)
    const proposalId = detail.proposal.id as number
    const reply = await admin.put(`/pipeline/proposal/${proposalId}`, {
      ...proposalBody(deal, admin.userId),
      id: proposalId,
      filename: '',
      fileBase64: '',
      proposalValue: 120_000_000,
      invoices: detail.proposal.invoices,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(typeof reply.body.proposalType.text).toBe('string')
    expect(reply.body.filename).toBe('compat-offer.pdf')
  })

  it("reads a prop journal entry's info.id, info.filename and info.invoices", async () => {
    const admin = await signedIn(server(), 'admin')
    const { detail } = await dealWithProposal(admin)
    const prop = detail.history.find((entry: { type: string }) => entry.type === 'prop')
    expect(prop, 'a prop entry in the journal').toBeDefined()
    expect.soft(prop.data.info.id, 'info.id is the proposal document id').toBe(detail.proposal.id)
    expect.soft(prop.data.info.filename).toBe('compat-offer.pdf')
    expect.soft(prop.data.info.invoices).toEqual(
      INVOICES.map(({ invoiceDate, invoiceAmount, remarks }) => ({
        invoiceDate,
        invoiceAmount,
        remarks,
      })),
    )
  })

  it('opens the proposal file with the document view key 1/{id}/{userId} and reads its URL', async () => {
    const admin = await signedIn(server(), 'admin')
    const { detail } = await dealWithProposal(admin)
    const reply = await admin.get(`/File/view/1/${detail.proposal.id}/${admin.userId}`)
    expect(reply.status, reply.text).toBe(200)
    const url = typeof reply.body === 'string' ? reply.body : reply.body.url
    expect(url).toMatch(/^https?:\/\//)
  })

  it("opens the proposal file with GET /File/view/{id} named by the detail's proposal.url", async () => {
    const admin = await signedIn(server(), 'admin')
    const { detail } = await dealWithProposal(admin)
    expect(detail.proposal.url).toMatch(/^\/File\/view\/\d+$/i)
    const reply = await admin.get(detail.proposal.url)
    expect(reply.status, reply.text).toBe(200)
    const url = typeof reply.body === 'string' ? reply.body : reply.body.url
    expect(url).toMatch(/^https?:\/\//)
  })

  it('uploads a pricing document with POST /pipeline/pricing/upload (multipart) and reads { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN_PAST_LEAD_IN)
    const form = new FormData()
    form.append('id', '0')
    form.append('userId', String(admin.userId))
    form.append('dealId', String(deal.dealId))
    form.append('DocumentType', '1')
    form.append('files', new Blob([Buffer.from(PDF_BASE64, 'base64')]), 'pricing.pdf')
    const reply = await admin.upload('/pipeline/pricing/upload', form)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(deal.dealId)
    const detail = await admin.get(`/Pipeline/detail/${deal.dealId}`)
    expect(detail.body.pricing).toMatchObject({ id: expect.any(Number), filename: 'pricing.pdf' })
  })
})
