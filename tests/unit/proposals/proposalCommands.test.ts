import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../../src/contract/uploadRules.ts'
import { FILE_TYPE_NOT_ALLOWED } from '../../../src/domain/messages.ts'
import {
  proposalFileRefusal,
  proposalRecord,
  saveProposal,
  type ProposalFormFields,
} from '../../../src/features/proposals/proposalCommands.ts'
import { replayRequest } from '../../../src/sync/replay.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { period, pulledProposal } from './proposalFixtures.ts'

const form = (changes: Partial<ProposalFormFields> = {}): ProposalFormFields => ({
  typeId: 2,
  typeText: 'Consulting',
  sentById: 7,
  sentDate: '2026-11-20',
  contactIds: [11],
  proposalValue: 90_000_000,
  invoices: [period('2026-12-01', 90_000_000)],
  ...changes,
})

const pdf = (bytes: Uint8Array<ArrayBuffer>, name = 'Proposal.pdf'): File => new File([bytes], name)

describe('the file check before anything is queued', () => {
  it('refuses a type outside the allow-list and a file over the server limit', () => {
    expect(proposalFileRefusal({ name: 'notes.txt', size: 10 })).toBe(FILE_TYPE_NOT_ALLOWED)
    expect(proposalFileRefusal({ name: 'deck.PPTX', size: MAX_DOCUMENT_BYTES })).toBeNull()
    expect(proposalFileRefusal({ name: 'deck.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      MAX_DOCUMENT_SIZE_TEXT,
    )
  })

  it('a file over the size limit queues nothing and writes no proposal', async () => {
    const db = newDb()
    const big = pdf(new Uint8Array(MAX_DOCUMENT_BYTES + 1))
    const outcome = await saveProposal(
      db,
      { dealId: 40, editing: null, fields: form(), file: big },
      USER,
    )
    expect(outcome).toEqual({ queued: false, message: MAX_DOCUMENT_SIZE_TEXT })
    expect(await db.outbox.count()).toBe(0)
    expect(await db.proposals.count()).toBe(0)
  })

  it('a refused type queues nothing either', async () => {
    const db = newDb()
    const outcome = await saveProposal(
      db,
      { dealId: 40, editing: null, fields: form(), file: pdf(new Uint8Array(3), 'run.exe') },
      USER,
    )
    expect(outcome).toEqual({ queued: false, message: FILE_TYPE_NOT_ALLOWED })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('saveProposal', () => {
  it('queues the file as base64 with its name', async () => {
    const db = newDb()
    const outcome = await saveProposal(
      db,
      {
        dealId: 40,
        editing: null,
        fields: form(),
        file: pdf(new TextEncoder().encode('%PDF-1.4\n')),
      },
      USER,
    )
    expect(outcome.queued).toBe(true)
    const [op] = await db.outbox.toArray()
    expect(op?.type).toBe('proposal.create')
    expect(replayRequest(op!, USER).body).toMatchObject({
      filename: 'Proposal.pdf',
      fileBase64: btoa('%PDF-1.4\n'),
      dealId: 40,
    })
  })

  it('needs Send by and at least one invoice period (nothing queued otherwise)', async () => {
    const db = newDb()
    const save = (fields: ProposalFormFields) =>
      saveProposal(db, { dealId: 40, editing: null, fields, file: null }, USER)
    expect((await save(form({ sentById: 0 }))).queued).toBe(false)
    expect((await save(form({ invoices: [] }))).queued).toBe(false)
    expect(await db.outbox.count()).toBe(0)
    expect((await save(form())).queued).toBe(true)
  })

  it("an edit stands on the pulled proposal's version (If-Match) and keeps the stored file", async () => {
    const db = newDb()
    const pulled = pulledProposal({
      invoices: [{ id: 901, invoiceDate: '2026-12-01', invoiceAmount: 1, remarks: '' }],
    })
    const outcome = await saveProposal(
      db,
      {
        dealId: 40,
        editing: proposalRecord(40, pulled),
        fields: form({ invoices: pulled.invoices }),
        file: null,
      },
      USER,
    )
    expect(outcome).toEqual({ queued: true, proposalId: 77 })
    const [op] = await db.outbox.toArray()
    const request = replayRequest(op!, USER)
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"6"')
    expect(request.body).toMatchObject({ id: 77, fileBase64: '', invoices: [{ id: 901 }] })
    expect(await db.proposals.get(77)).toMatchObject({ filename: 'Stored.pdf', typeId: 2 })
  })

  it('Discard of an edit puts back the row this device held before it, not the one the edit stood on', async () => {
    const db = newDb()
    const held = proposalRecord(40, pulledProposal({ version: 5, proposalValue: 50_000_000 }))
    await db.proposals.put(held)
    const pulled = proposalRecord(40, pulledProposal({ version: 6, proposalValue: 70_000_000 }))
    await saveProposal(
      db,
      { dealId: 40, editing: pulled, fields: form({ proposalValue: 90_000_000 }), file: null },
      USER,
    )
    expect(await db.proposals.get(77)).toMatchObject({ version: 6, proposalValue: 90_000_000 })
    const [op] = await db.outbox.toArray()
    // Only the fields the edit's row changed.
    expect(op!.effects).toEqual([
      {
        table: 'proposals',
        key: 77,
        before: { version: 5, proposalValue: 50_000_000 },
        after: { version: 6, proposalValue: 70_000_000 },
      },
    ])

    await discardOp(db, op!.opId)
    expect(await db.proposals.get(77)).toEqual(held)
  })
})
