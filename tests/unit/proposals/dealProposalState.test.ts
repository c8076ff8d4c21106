import { describe, expect, it } from 'vitest'
import {
  effectiveProposal,
  readLocalProposal,
} from '../../../src/features/proposals/dealProposalState.ts'
import { dealDetailListKey } from '../../../src/entities/deals/dealDetailPull.ts'
import { fetchedAtKey } from '../../../src/store/meta.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { drainOutbox } from '../../../src/sync/drain.ts'
import { period, pulledProposal } from './proposalFixtures.ts'
import { newDb, StubServer, USER } from '../crmDbHarness.ts'

const pulled = pulledProposal()

const args = {
  dealId: 40,
  typeId: 1,
  typeText: 'Workshop',
  sentById: 7,
  sentDate: '2026-11-20',
  contactIds: [],
  proposalValue: 5,
  invoices: [period('2026-12-01', 5)],
  filename: 'New.pdf',
  fileBase64: 'AAAA',
}

describe('the proposal a deal shows', () => {
  it("is the pulled detail's when nothing waits", async () => {
    const db = newDb()
    expect(await readLocalProposal(db, 40)).toBeNull()
    expect(effectiveProposal(pulled, null)).toBe(pulled)
  })

  it('is the local one while its op waits, with the waiting file and no server link', async () => {
    const db = newDb()
    await enqueue(db, 'proposal.create', args, USER)
    const local = await readLocalProposal(db, 40)
    expect(local?.sync).toBe('pending')
    expect(local?.waitingFile).toEqual({ filename: 'New.pdf', fileBase64: 'AAAA' })
    const shown = effectiveProposal(pulled, local)
    expect(shown).toMatchObject({
      filename: 'New.pdf',
      url: null,
      invoices: [{ invoiceAmount: 5 }],
    })
  })

  it('stays the local one once settled until the detail is pulled again', async () => {
    const db = newDb()
    await db.meta.put({ key: fetchedAtKey(dealDetailListKey(40)), value: 1 })
    await enqueue(db, 'proposal.create', args, USER)
    const server = new StubServer(() => ({
      status: 200,
      body: {
        id: 78,
        version: 1,
        filename: 'New.pdf',
        invoices: [],
        proposalType: { text: 'Workshop' },
      },
    }))
    await drainOutbox({ db, transport: server, userId: USER, random: () => 1, now: () => 1000 })
    const settled = await readLocalProposal(db, 40)
    expect(settled).toMatchObject({ sync: 'synced', row: { id: 78 }, waitingFile: null })

    await db.meta.put({ key: fetchedAtKey(dealDetailListKey(40)), value: 2000 })
    expect(await readLocalProposal(db, 40)).toBeNull()
  })
})
