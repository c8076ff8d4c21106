import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { waitKeys } from '../../../src/sync/outboxOrder.ts'
import type { ProposalFields } from '../../../src/entities/proposals/proposalOps.ts'
import { proposalWriteBack } from '../../../src/entities/proposals/proposalOps.ts'
import { replayRequest } from '../../../src/sync/replay.ts'
import { period } from './proposalFixtures.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const fields = (changes: Partial<ProposalFields> = {}): ProposalFields => ({
  dealId: 40,
  typeId: 1,
  typeText: 'Workshop',
  sentById: 7,
  sentDate: '2026-11-20',
  contactIds: [11, 12],
  proposalValue: 150_000_000,
  invoices: [
    period('2026-12-01', 100_000_000),
    period('2027-01-01', 50_000_000, { remarks: 'DP' }),
  ],
  filename: 'Proposal Bank Sinar.pdf',
  fileBase64: 'JVBERi0xLjQK',
  ...changes,
})

const createAnswer = {
  proposalType: { text: 'Workshop' },
  filename: 'Proposal Bank Sinar.pdf',
  id: 77,
  dealId: 40,
  version: 1,
  invoices: [
    { id: 901, invoiceDate: '2026-12-01', invoiceAmount: 100_000_000, remarks: '' },
    { id: 902, invoiceDate: '2027-01-01', invoiceAmount: 50_000_000, remarks: 'DP' },
  ],
}

describe('proposal.create', () => {
  it('shows the proposal at once without the file bytes, and sends the spec payload with fileBase64 and the periods', async () => {
    const db = newDb()
    const op = await enqueue(db, 'proposal.create', fields(), USER)
    const tempId = op.entity.id
    expect(tempId).toBeLessThan(0)
    const row = await db.proposals.get(tempId)
    expect(row).toMatchObject({
      dealId: 40,
      typeId: 1,
      proposalType: { id: 1, text: 'Workshop' },
      sentById: 7,
      contactIds: [11, 12],
      filename: 'Proposal Bank Sinar.pdf',
      proposalValue: 150_000_000,
      version: 0,
    })
    expect(row).not.toHaveProperty('fileBase64')
    expect(row?.invoices).toHaveLength(2)

    const request = replayRequest(op, USER)
    expect(request).toMatchObject({
      method: 'POST',
      path: '/pipeline/proposal',
      body: {
        id: 0,
        userId: USER,
        dealId: 40,
        sentById: 7,
        typeId: 1,
        sentDate: '2026-11-20',
        contactIds: [11, 12],
        filename: 'Proposal Bank Sinar.pdf',
        fileBase64: 'JVBERi0xLjQK',
        proposalValue: 150_000_000,
        invoices: [
          { id: 0, invoiceDate: '2026-12-01', invoiceAmount: 100_000_000, remarks: '' },
          { id: 0, invoiceDate: '2027-01-01', invoiceAmount: 50_000_000, remarks: 'DP' },
        ],
      },
    })
    expect(request.body).not.toHaveProperty('typeText')
    expect(request.headers?.[IDEMPOTENCY_KEY_HEADER]).toBe(op.opId)
    expect(request.headers).not.toHaveProperty(IF_MATCH_HEADER)
  })

  it('takes the server id, version and invoice period ids, and a later offline edit is sent on them', async () => {
    const db = newDb()
    const server = new StubServer((request) =>
      request.method === 'POST'
        ? { status: 200, body: createAnswer }
        : { status: 200, body: { ...createAnswer, version: 2 } },
    )
    const created = await enqueue(db, 'proposal.create', fields(), USER)
    const tempId = created.entity.id
    const edit = await enqueue(
      db,
      'proposal.update',
      {
        ...fields({ filename: '', fileBase64: '', proposalValue: 160_000_000 }),
        proposalId: tempId,
      },
      USER,
    )
    expect(waitKeys(edit)).toContain(`proposals:${tempId}`)

    await drain(db, server)

    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /pipeline/proposal',
      'PUT /pipeline/proposal/77',
    ])
    expect(server.received[1]!.headers?.[IF_MATCH_HEADER]).toBe('"1"')
    expect(server.received[1]!.body).toMatchObject({ id: 77, fileBase64: '', filename: '' })
    expect(await db.proposals.get(tempId)).toBeUndefined()
    const row = await db.proposals.get(77)
    expect(row).toMatchObject({ id: 77, version: 2, proposalValue: 160_000_000 })
    expect(row?.invoices.map((line) => line.id)).toEqual([901, 902])
    expect(await db.outbox.count()).toBe(0)
  })

  it('waits for a deal and contacts created offline, and is sent with their server ids', async () => {
    const db = newDb()
    const contact = await enqueue(
      db,
      'contact.create',
      {
        clientId: 5,
        valid: true,
        salutation: 'Mr.',
        name: 'Budi',
        email: '',
        phone: '(+62)811',
        department: 'IT',
        position: '',
      },
      USER,
    )
    const op = await enqueue(
      db,
      'proposal.create',
      fields({ contactIds: [11, contact.entity.id] }),
      USER,
    )
    expect(waitKeys(op)).toContain(`contacts:${contact.entity.id}`)
    const server = new StubServer((request) =>
      request.path.startsWith('/clients/contact')
        ? { status: 200, body: { id: 300, version: 1 } }
        : { status: 200, body: createAnswer },
    )
    await drain(db, server)
    const sent = server.received.find((request) => request.path === '/pipeline/proposal')
    expect(sent?.body).toMatchObject({ contactIds: [11, 300] })
  })
})

/** Proposal 77 of deal 40 as stored on the device, at version 4. */
const storedProposal = {
  id: 77,
  dealId: 40,
  typeId: 1,
  proposalType: { id: 1, text: 'Workshop' },
  sentById: 7,
  sentDate: '2026-11-20',
  contactIds: [],
  filename: 'old.pdf',
  proposalValue: 1,
  invoices: [],
  version: 4,
}

describe('proposal.update', () => {
  it('keeps the stored file name unless a new file is attached, and sends If-Match', async () => {
    const db = newDb()
    await db.proposals.put(storedProposal)
    const op = await enqueue(
      db,
      'proposal.update',
      { ...fields({ filename: '', fileBase64: '' }), proposalId: 77 },
      USER,
    )
    expect((await db.proposals.get(77))?.filename).toBe('old.pdf')
    const request = replayRequest(op, USER)
    expect(request).toMatchObject({ method: 'PUT', path: '/pipeline/proposal/77' })
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"4"')

    await enqueue(
      db,
      'proposal.update',
      { ...fields({ filename: 'new.docx' }), proposalId: 77 },
      USER,
    )
    expect((await db.proposals.get(77))?.filename).toBe('new.docx')
  })

  it('a 412 keeps the server proposal beside the local one', async () => {
    const db = newDb()
    await db.proposals.put(storedProposal)
    const theirs = { ...createAnswer, id: 77, version: 5, proposalValue: 9 }
    const server = new StubServer(() => ({ status: 412, body: theirs }))
    await enqueue(db, 'proposal.update', { ...fields(), proposalId: 77 }, USER)
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict', serverState: { id: 77, version: 5 } })
  })
})

describe('proposalWriteBack', () => {
  it('reads the id, version, file name and periods, and nothing else', () => {
    expect(proposalWriteBack(createAnswer)).toEqual({
      id: 77,
      patch: {
        version: 1,
        filename: 'Proposal Bank Sinar.pdf',
        invoices: createAnswer.invoices,
      },
    })
    expect(proposalWriteBack(null)).toEqual({ patch: {} })
  })
})
