import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import type { DealDetail, ProposalJournalInfo } from '../../src/contract/deals.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../src/contract/uploadRules.ts'
import type {
  ProjectedInvoicePayload,
  ProjectedInvoiceResponse,
  ProposalPayload,
  ProposalResponse,
  StoredProposal,
} from '../../src/contract/proposals.ts'
import { UPLOAD_ROUTES, type FileViewResponse } from '../../src/contract/uploads.ts'
import { pathOf } from '../../src/contract/route.ts'
import { AUTHORIZED_OWNERS_ONLY, DEAL_CANT_BE_WON } from '../../src/domain/messages.ts'
import {
  count,
  firstContactOf,
  NOT_OWNED_BY,
  OWNED_BY,
  takeDeal,
  WITH_INVOICE_PERIOD,
  WITHOUT_INVOICE_PERIOD,
} from './fixtures.ts'
import { callers, newKey, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile()
const OPEN_PAST_LEAD_IN = `d.state = 'open' AND d.stage >= 2`
const FILE_TEXT = 'Leadership workshop proposal'
const FILE_BASE64 = `data:application/pdf;base64,${Buffer.from(FILE_TEXT).toString('base64')}`

async function proposalFor(
  dealId: number,
  userId: number,
  overrides: Partial<ProposalPayload> = {},
): Promise<ProposalPayload> {
  const contact = await firstContactOf(server(), dealId)
  return {
    id: 0,
    userId,
    dealId,
    sentById: userId,
    typeId: 1,
    sentDate: '2025-05-06',
    contactIds: [contact],
    filename: 'Proposal Leadership.pdf',
    fileBase64: FILE_BASE64,
    proposalValue: 300_000_000,
    invoices: [
      { id: 0, invoiceDate: '2025-07-01', invoiceAmount: 200_000_000, remarks: 'Term 1' },
      { id: 0, invoiceDate: '2025-09-01', invoiceAmount: 100_000_000, remarks: 'Term 2' },
    ],
    ...overrides,
  }
}

const proposalsOf = (dealId: number) =>
  count(server(), 'SELECT count(*) FROM proposals WHERE deal_id = $1', [dealId])

describe('POST /pipeline/proposal', () => {
  it('stores the proposal, its file and invoice periods; the deal can then be won', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(
      server(),
      `${OPEN_PAST_LEAD_IN} AND ${OWNED_BY(USER_IDS.rm)} AND ${WITHOUT_INVOICE_PERIOD}`,
    )
    const won = `/pipeline/state/${dealId}/${USER_IDS.rm}/2`
    const refused = await rm.get(won)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual([{ description: DEAL_CANT_BE_WON }])

    const response = await rm.post<ProposalResponse>(
      '/pipeline/proposal',
      await proposalFor(dealId, USER_IDS.rm),
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      proposalType: { text: 'Workshop' },
      filename: 'Proposal Leadership.pdf',
      id: expect.any(Number),
      dealId,
      version: 1,
      invoices: [
        {
          id: expect.any(Number),
          invoiceDate: '2025-07-01',
          invoiceAmount: 200_000_000,
          remarks: 'Term 1',
        },
        {
          id: expect.any(Number),
          invoiceDate: '2025-09-01',
          invoiceAmount: 100_000_000,
          remarks: 'Term 2',
        },
      ],
    })

    const detail = await rm.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    const proposal = detail.body.proposal!
    expect(proposal).toMatchObject({
      id: response.body.id,
      filename: 'Proposal Leadership.pdf',
      url: expect.stringMatching(/^\/File\/view\/\d+$/),
      proposalValue: 300_000_000,
      proposalType: { id: 1, text: 'Workshop' },
      sentById: USER_IDS.rm,
      sentDate: '2025-05-06',
      invoices: response.body.invoices,
      version: 1,
    })
    const propEntry = detail.body.history.find((entry) => entry.type === 'prop')!
    expect(propEntry.data).toMatchObject({
      header1: { text: 'Proposal sent' },
      header2: { text: 'Workshop' },
      header3: { text: 'Proposal Leadership.pdf' },
      updateBy: { text: expect.any(String) },
      info: { proposalId: response.body.id, proposalValue: 300_000_000 },
    })
    // The entry carries the proposal's document id (the view key 1/{id}/{userId}), its file
    // name and its invoice periods as saved.
    expect(propEntry.data.info).toEqual({
      id: response.body.id,
      proposalId: response.body.id,
      filename: 'Proposal Leadership.pdf',
      proposalValue: 300_000_000,
      proposalType: 'Workshop',
      sentDate: '2025-05-06',
      invoices: [
        { invoiceDate: '2025-07-01', invoiceAmount: 200_000_000, remarks: 'Term 1' },
        { invoiceDate: '2025-09-01', invoiceAmount: 100_000_000, remarks: 'Term 2' },
      ],
    } satisfies ProposalJournalInfo)
    // Its invoice entries stay above it (newest first), as before.
    const types = detail.body.history.map((entry) => entry.type)
    expect(types.slice(0, 3)).toEqual(['invoice', 'invoice', 'prop'])
    expect(types.filter((type) => type === 'invoice').length).toBeGreaterThanOrEqual(2)

    // The document view (type 1) opens the stored file.
    const view = await rm.get<FileViewResponse>(
      pathOf(UPLOAD_ROUTES.documentView, {
        type: 1,
        docId: propEntry.data.info.id as number,
        userId: USER_IDS.rm,
      }),
    )
    const opened = await fetch(view.body.url)
    expect(opened.headers.get('Content-Type')).toBe('application/pdf')
    expect(await opened.text()).toBe(FILE_TEXT)

    const cards = await rm.get(`/pipeline/0/0/0/0/${USER_IDS.rm}/0`)
    expect(cards.body.find((card: { dealId: number }) => card.dealId === dealId)).toMatchObject({
      proposalValue: 300_000_000,
      invoicePeriod: 2,
    })
    expect((await rm.get(won)).status).toBe(200)
  })

  it('stores a proposal without a file', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const response = await manager.post<ProposalResponse>(
      '/pipeline/proposal',
      await proposalFor(dealId, USER_IDS.manager, { filename: '', fileBase64: '', typeId: 2 }),
    )
    expect(response.body).toMatchObject({ proposalType: { text: 'Consulting' }, filename: '' })
    const detail = await manager.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    expect(detail.body.proposal?.url).toBeNull()
  })

  it('refuses bad input with 400 [{ description }] and writes nothing', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const base = await proposalFor(dealId, USER_IDS.manager)
    const [foreignContact] = await server().db.query<{ id: number }>(
      'SELECT ct.id FROM contacts ct JOIN deals d ON d.id = $1 WHERE ct.client_id <> d.client_id LIMIT 1',
      [dealId],
    )
    const proposals = await count(server(), 'SELECT count(*) FROM proposals')
    const files = await count(server(), 'SELECT count(*) FROM stored_files')
    for (const patch of [
      { invoices: [] },
      { invoices: undefined },
      { sentById: undefined },
      { sentDate: '06/05/2025' },
      { filename: 'proposal.exe' },
      { fileBase64: 'not base64!' },
      { typeId: 99 },
      { sentById: 999999 },
      { contactIds: [foreignContact!.id] },
      { proposalValue: -1 },
      {
        invoices: [{ id: 7, invoiceDate: '2025-07-01', invoiceAmount: 1, remarks: '' }],
      },
      { invoices: [{ id: 0, invoiceDate: '2025-13-01', invoiceAmount: 1, remarks: '' }] },
    ]) {
      const response = await manager.post('/pipeline/proposal', { ...base, ...patch })
      expect(response.status, JSON.stringify(patch).slice(0, 80)).toBe(400)
      expect(response.body).toEqual(expect.arrayContaining([{ description: expect.any(String) }]))
    }
    expect(await count(server(), 'SELECT count(*) FROM proposals')).toBe(proposals)
    expect(await count(server(), 'SELECT count(*) FROM stored_files')).toBe(files)
  })

  it('refuses a file over 10 MB with a clear 400', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const before = await proposalsOf(dealId)
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1).toString('base64')
    const response = await manager.post(
      '/pipeline/proposal',
      await proposalFor(dealId, USER_IDS.manager, { fileBase64: big }),
    )
    expect(response.status).toBe(400)
    expect(response.body).toEqual([{ description: MAX_DOCUMENT_SIZE_TEXT }])
    expect(await proposalsOf(dealId)).toBe(before)
  })

  it('role and state rules: viewer, foreign RM and another userId 403; Lead in, won and lost 409', async () => {
    const { viewer, rm, manager } = await callers(server())
    const foreign = await takeDeal(
      server(),
      `${OPEN_PAST_LEAD_IN} AND ${NOT_OWNED_BY(USER_IDS.rm)}`,
    )
    const before = await proposalsOf(foreign)
    const viewerAnswer = await viewer.post(
      '/pipeline/proposal',
      await proposalFor(foreign, USER_IDS.viewer),
    )
    expect(viewerAnswer.status).toBe(403)
    expect(viewerAnswer.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect(
      (await rm.post('/pipeline/proposal', await proposalFor(foreign, USER_IDS.rm))).status,
    ).toBe(403)
    expect(
      (await manager.post('/pipeline/proposal', await proposalFor(foreign, USER_IDS.rm))).status,
    ).toBe(403)
    expect(await proposalsOf(foreign)).toBe(before)
    for (const where of [
      `d.state = 'open' AND d.stage = 1`,
      `d.state = 'won'`,
      `d.state = 'lost'`,
    ]) {
      const dealId = await takeDeal(server(), where)
      const count = await proposalsOf(dealId)
      const response = await manager.post(
        '/pipeline/proposal',
        await proposalFor(dealId, USER_IDS.manager),
      )
      expect(response.status, where).toBe(409)
      expect(await proposalsOf(dealId)).toBe(count)
    }
  })

  it('stores one proposal for retries with the same Idempotency-Key', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const body = await proposalFor(dealId, USER_IDS.manager)
    const before = await proposalsOf(dealId)
    const key = newKey()
    const first = await manager.post('/pipeline/proposal', body, { 'Idempotency-Key': key })
    const again = await manager.post('/pipeline/proposal', body, { 'Idempotency-Key': key })
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await proposalsOf(dealId)).toBe(before + 1)
    expect(
      await count(server(), 'SELECT count(*) FROM proposal_invoices WHERE proposal_id = $1', [
        first.body.id,
      ]),
    ).toBe(2)
  })
})

describe('PUT /pipeline/proposal/{id}', () => {
  async function createdProposal(dealId: number) {
    const { manager } = await callers(server())
    const body = await proposalFor(dealId, USER_IDS.manager)
    const created = await manager.post<ProposalResponse>('/pipeline/proposal', body)
    return { body, created: created.body }
  }

  it('updates fields and invoice periods (kept, changed, removed, added), keeping the file', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const { body, created } = await createdProposal(dealId)
    const [first, second] = created.invoices
    const [fileBefore] = await server().db.query<{ file_id: number }>(
      'SELECT file_id FROM proposals WHERE id = $1',
      [created.id],
    )
    const response = await manager.put<ProposalResponse>(
      `/pipeline/proposal/${created.id}`,
      {
        ...body,
        id: created.id,
        typeId: 2,
        proposalValue: 350_000_000,
        filename: 'Proposal Leadership.pdf',
        fileBase64: '',
        invoices: [
          { ...first!, invoiceAmount: 250_000_000 },
          { id: 0, invoiceDate: '2025-11-01', invoiceAmount: 100_000_000, remarks: 'Term 3' },
        ],
      },
      { 'If-Match': '"1"' },
    )
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      proposalType: { text: 'Consulting' },
      filename: 'Proposal Leadership.pdf',
      id: created.id,
      version: 2,
      invoices: [
        { id: first!.id, invoiceDate: '2025-07-01', invoiceAmount: 250_000_000 },
        { id: expect.any(Number), invoiceDate: '2025-11-01', invoiceAmount: 100_000_000 },
      ],
    })
    expect(response.body.invoices[1]!.id).not.toBe(second!.id)
    const detail = await manager.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    const updated = detail.body.history.find((entry) => entry.type === 'prop')!
    expect(updated.data.header1).toEqual({ text: 'Proposal updated' })
    expect(updated.data.info).toMatchObject({
      id: created.id,
      filename: 'Proposal Leadership.pdf',
      invoices: [
        { invoiceDate: '2025-07-01', invoiceAmount: 250_000_000, remarks: 'Term 1' },
        { invoiceDate: '2025-11-01', invoiceAmount: 100_000_000, remarks: 'Term 3' },
      ],
    })
    const [after] = await server().db.query<{ file_id: number; proposal_value: number }>(
      'SELECT file_id, proposal_value FROM proposals WHERE id = $1',
      [created.id],
    )
    expect(after).toEqual({ file_id: fileBefore!.file_id, proposal_value: 350_000_000 })
    expect(
      await count(server(), 'SELECT count(*) FROM proposal_invoices WHERE id = $1', [second!.id]),
    ).toBe(0)
  })

  it('replaces the file when a new one is sent, removing the old one', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const { body, created } = await createdProposal(dealId)
    const [before] = await server().db.query<{ file_id: number }>(
      'SELECT file_id FROM proposals WHERE id = $1',
      [created.id],
    )
    const response = await manager.put<ProposalResponse>(`/pipeline/proposal/${created.id}`, {
      ...body,
      id: created.id,
      filename: 'Proposal v2.pptx',
      fileBase64: Buffer.from('v2').toString('base64'),
      invoices: created.invoices,
    })
    expect(response.body.filename).toBe('Proposal v2.pptx')
    expect(
      await count(server(), 'SELECT count(*) FROM stored_files WHERE id = $1', [before!.file_id]),
    ).toBe(0)
  })

  it('answers 412 with the stored proposal for a stale If-Match, and changes nothing', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN_PAST_LEAD_IN)
    const { body, created } = await createdProposal(dealId)
    const path = `/pipeline/proposal/${created.id}`
    const update = { ...body, id: created.id, fileBase64: '', invoices: created.invoices }
    await manager.put(path, { ...update, proposalValue: 111 })
    const stale = await manager.put<StoredProposal>(
      path,
      { ...update, proposalValue: 222 },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(parseETag(stale.headers.get('ETag'))).toBe(2)
    expect(stale.body).toMatchObject({
      id: created.id,
      dealId,
      typeId: 1,
      proposalValue: 111,
      invoices: created.invoices,
      version: 2,
    })
    const [stored] = await server().db.query<{ proposal_value: number }>(
      'SELECT proposal_value FROM proposals WHERE id = $1',
      [created.id],
    )
    expect(stored!.proposal_value).toBe(111)
  })

  it('refuses another id, deal or invoice period (400), an unknown proposal (404), a lost deal (409)', async () => {
    const { manager, rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN_PAST_LEAD_IN} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const { body, created } = await createdProposal(dealId)
    const path = `/pipeline/proposal/${created.id}`
    const update = { ...body, id: created.id, invoices: created.invoices }
    const [otherLine] = await server().db.query<{ id: number }>(
      'SELECT id FROM proposal_invoices WHERE proposal_id <> $1 LIMIT 1',
      [created.id],
    )
    expect((await manager.put(path, { ...update, id: created.id + 1 })).status).toBe(400)
    expect((await manager.put(path, { ...update, dealId: dealId + 1 })).status).toBe(400)
    const stranger = await manager.put(path, {
      ...update,
      invoices: [{ ...created.invoices[0]!, id: otherLine!.id }],
    })
    expect(stranger.status).toBe(400)
    expect(stranger.body).toEqual([
      { description: `Invoice period ${otherLine!.id} does not belong to proposal ${created.id}` },
    ])
    expect((await manager.put('/pipeline/proposal/999999', { ...update, id: 999999 })).status).toBe(
      404,
    )
    expect((await rm.put(path, { ...update, userId: USER_IDS.rm })).status).toBe(403)
    await manager.get(`/pipeline/state/${dealId}/${USER_IDS.manager}/3`)
    expect((await manager.put(path, update)).status).toBe(409)
    const [stored] = await server().db.query<{ version: number }>(
      'SELECT version FROM proposals WHERE id = $1',
      [created.id],
    )
    expect(stored!.version).toBe(1)
  })
})

describe("a 'prop' journal entry written before its info carried id and invoices", () => {
  const MIGRATION = new URL(
    '../../src/server/db/migrations/004_proposal_journal_info.sql',
    import.meta.url,
  )

  async function oldStyleEntry(info: Record<string, unknown>) {
    const [proposal] = await server().db.query<{ id: number; deal_id: number; filename: string }>(
      `SELECT p.id, p.deal_id, p.filename FROM proposals p
        WHERE EXISTS (SELECT 1 FROM proposal_invoices pi WHERE pi.proposal_id = p.id)
        ORDER BY p.id LIMIT 1`,
    )
    const [entry] = await server().db.query<{ id: number }>(
      `INSERT INTO deal_journal (deal_id, type, header1, header2, header3, updated_by, info)
       VALUES ($1, 'prop', 'Proposal sent', 'Workshop', $2, $3, $4::jsonb) RETURNING id`,
      [
        proposal!.deal_id,
        proposal!.filename,
        USER_IDS.admin,
        JSON.stringify({ proposalId: proposal!.id, ...info }),
      ],
    )
    return { proposal: proposal!, entryId: entry!.id }
  }

  const infoOf = async (entryId: number) =>
    (
      await server().db.query<{ info: Record<string, unknown> }>(
        'SELECT info FROM deal_journal WHERE id = $1',
        [entryId],
      )
    )[0]!.info

  it("gets id, filename, sentDate and the proposal's invoice periods from migration 004", async () => {
    const { proposal, entryId } = await oldStyleEntry({ proposalValue: 5, filename: 'Kept.pdf' })
    const untouched = await oldStyleEntry({ id: 1, invoices: [] })
    await server().db.exec(await readFile(MIGRATION, 'utf8'))
    const lines = await server().db.query<Record<string, unknown>>(
      `SELECT to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate", amount AS "invoiceAmount", remarks
         FROM proposal_invoices WHERE proposal_id = $1 ORDER BY invoice_date, position, id`,
      [proposal.id],
    )
    const [sent] = await server().db.query<{ sent_date: string | null }>(
      `SELECT to_char(sent_date, 'YYYY-MM-DD') AS sent_date FROM proposals WHERE id = $1`,
      [proposal.id],
    )
    // Keys the entry had stay as they were.
    expect(await infoOf(entryId)).toEqual({
      id: proposal.id,
      proposalId: proposal.id,
      proposalValue: 5,
      filename: 'Kept.pdf',
      sentDate: sent!.sent_date,
      invoices: lines,
    })
    expect(lines.length).toBeGreaterThan(0)
    expect(await infoOf(untouched.entryId)).toEqual({
      proposalId: proposal.id,
      id: 1,
      invoices: [],
    })
  })

  it('is answered with id, filename and invoices even when the migration could not fill them', async () => {
    const { viewer } = await callers(server())
    const { proposal, entryId } = await oldStyleEntry({ proposalId: 999_999 })
    const detail = await viewer.get<DealDetail>(`/Pipeline/detail/${proposal.deal_id}`)
    const [row] = await server().db.query<{ update_time: Date }>(
      'SELECT update_time FROM deal_journal WHERE id = $1',
      [entryId],
    )
    const entry = detail.body.history.find(
      (each) =>
        each.type === 'prop' &&
        each.data.info.proposalId === 999_999 &&
        each.data.updateTime === new Date(row!.update_time).toISOString(),
    )
    expect(entry?.data.info).toEqual({
      proposalId: 999_999,
      id: 999_999,
      filename: '',
      invoices: [],
    })
  })
})

describe('POST /pipeline/projection/invoice (projected invoice update)', () => {
  async function projected(where: string) {
    const dealId = await takeDeal(
      server(),
      `d.state = 'open' AND ${WITH_INVOICE_PERIOD} AND ${where}`,
    )
    const [line] = await server().db.query<{
      id: number
      invoice_date: string
      amount: number
      remarks: string
    }>(
      `SELECT pi.id, pi.invoice_date, pi.amount, pi.remarks FROM proposal_invoices pi
         JOIN proposals p ON p.id = pi.proposal_id WHERE p.deal_id = $1 ORDER BY pi.id LIMIT 1`,
      [dealId],
    )
    return { dealId, line: line! }
  }

  const update = (
    dealId: number,
    invoiceId: number,
    userId: number,
    overrides: Partial<ProjectedInvoicePayload> = {},
  ): ProjectedInvoicePayload => ({
    dealId,
    invoiceId,
    userId,
    month: 8,
    year: 2026,
    amount: 123_000_000,
    remarks: 'Moved after the kick-off',
    invoiceDate: '2026-08-15',
    ...overrides,
  })

  it('moves and changes the invoice period, journals tobedate and tobeamount', async () => {
    const { rm } = await callers(server())
    const { dealId, line } = await projected(OWNED_BY(USER_IDS.rm))
    const response = await rm.post<ProjectedInvoiceResponse>(
      '/pipeline/projection/invoice',
      update(dealId, line.id, USER_IDS.rm),
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      dealId,
      invoiceId: line.id,
      invoiceDate: '2026-08-15',
      month: 8,
      year: 2026,
      amount: 123_000_000,
      remarks: 'Moved after the kick-off',
      version: 2,
    })
    const detail = await rm.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    const [amountEntry, dateEntry] = detail.body.history
    expect(dateEntry).toMatchObject({
      type: 'tobedate',
      data: { header2: { text: line.invoice_date }, header3: { text: '2026-08-15' } },
    })
    expect(amountEntry).toMatchObject({
      type: 'tobeamount',
      data: {
        header2: { text: String(line.amount) },
        header3: { text: '123000000' },
        info: { invoiceId: line.id },
      },
    })
    const board = await rm.get('/pipeline/projection/202608/0/0/0/0/0')
    expect(
      board.body.projection.find((item: { invoiceId: number }) => item.invoiceId === line.id),
    ).toMatchObject({ value: 123_000_000, remarks: 'Moved after the kick-off', stage: 1 })
  })

  it('refuses bad input (400), a period of another deal (404), a stale If-Match (412)', async () => {
    const { manager } = await callers(server())
    const { dealId, line } = await projected('true')
    const other = await projected('true')
    const path = '/pipeline/projection/invoice'
    for (const patch of [
      { invoiceDate: '2026-09-15' },
      { month: 13 },
      { amount: -5 },
      { remarks: 'r'.repeat(201) },
      { invoiceId: undefined },
    ]) {
      const response = await manager.post(path, {
        ...update(dealId, line.id, USER_IDS.manager),
        ...patch,
      })
      expect(response.status, JSON.stringify(patch)).toBe(400)
    }
    expect((await manager.post(path, update(dealId, other.line.id, USER_IDS.manager))).status).toBe(
      404,
    )
    const stale = await manager.post(path, update(dealId, line.id, USER_IDS.manager), {
      'If-Match': '"7"',
    })
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ invoiceId: line.id, dealId, value: line.amount })
    const [stored] = await server().db.query<{ amount: number; version: number }>(
      'SELECT amount, version FROM proposal_invoices WHERE id = $1',
      [line.id],
    )
    expect(stored).toEqual({ amount: line.amount, version: 1 })
  })

  it('role rules: viewer and foreign RM 403; replays with one Idempotency-Key journal once', async () => {
    const { viewer, rm, manager } = await callers(server())
    const { dealId, line } = await projected(NOT_OWNED_BY(USER_IDS.rm))
    const path = '/pipeline/projection/invoice'
    expect((await viewer.post(path, update(dealId, line.id, USER_IDS.viewer))).status).toBe(403)
    expect((await rm.post(path, update(dealId, line.id, USER_IDS.rm))).status).toBe(403)
    const journal = () =>
      count(
        server(),
        `SELECT count(*) FROM deal_journal WHERE deal_id = $1 AND type IN ('tobedate', 'tobeamount')`,
        [dealId],
      )
    const before = await journal()
    const key = newKey()
    const body = update(dealId, line.id, USER_IDS.manager)
    const first = await manager.post(path, body, { 'Idempotency-Key': key })
    const again = await manager.post(path, body, { 'Idempotency-Key': key })
    expect(again.body).toEqual(first.body)
    expect(await journal()).toBe(before + 2)
  })
})
