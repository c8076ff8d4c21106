import { describe, expect, it } from 'vitest'
import { dealDetailListKey } from '../../../src/entities/deals/dealDetailPull.ts'
import { readProposalRows } from '../../../src/entities/proposals/dealProposalReads.ts'
import { hasWaitingProposalOps } from '../../../src/entities/proposals/waitingProposalOps.ts'
import { proposalRecord } from '../../../src/features/proposals/proposalCommands.ts'
import { fetchedAtKey } from '../../../src/store/meta.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { period, pulledProposal } from './proposalFixtures.ts'
import { newDb, USER } from '../crmDbHarness.ts'

describe("what the device holds of a deal's proposal", () => {
  it("reads the deal's rows with their settle marks and the detail's pull time", async () => {
    const db = newDb()
    await db.proposals.bulkPut([
      proposalRecord(40, pulledProposal({ id: 1 })),
      proposalRecord(40, pulledProposal({ id: 2 })),
      proposalRecord(41, pulledProposal({ id: 3 })),
    ])
    await db.syncSettled.put({ entityKey: 'proposals:2', settledAt: 500 })
    await db.meta.put({ key: fetchedAtKey(dealDetailListKey(40)), value: 400 })

    const read = await readProposalRows(db, 40)
    expect(read.fetchedAt).toBe(400)
    expect(read.rows.map(({ row, settledAt }) => [row.id, settledAt])).toEqual([
      [1, undefined],
      [2, 500],
    ])
    expect(await readProposalRows(db, 42)).toEqual({ rows: [], fetchedAt: undefined })
  })

  it('says whether edits of a proposal wait in the outbox', async () => {
    const db = newDb()
    expect(await hasWaitingProposalOps(db, 77)).toBe(false)
    await enqueue(
      db,
      'proposal.update',
      {
        proposalId: 77,
        dealId: 40,
        typeId: 1,
        typeText: 'Workshop',
        sentById: 7,
        sentDate: '2026-11-20',
        contactIds: [],
        proposalValue: 5,
        invoices: [period('2026-12-01', 5)],
        filename: '',
        fileBase64: '',
      },
      USER,
    )
    expect(await hasWaitingProposalOps(db, 77)).toBe(true)
    expect(await hasWaitingProposalOps(db, 78)).toBe(false)
  })
})
