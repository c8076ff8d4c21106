/**
 * Broken path: Upload Proposal on a deal that already had a proposal opened an empty add form,
 * whose save replaced the proposal. It now edits the proposal the deal has.
 */
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { readLocalProposal } from '../../../src/features/proposals/dealProposalState.ts'
import { uploadProposalTarget } from '../../../src/features/proposals/proposalDialogTarget.ts'
import { saveProposal } from '../../../src/features/proposals/proposalCommands.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { period, pulledProposal } from './proposalFixtures.ts'

const fields = {
  typeId: 1,
  typeText: 'Workshop',
  sentById: 7,
  sentDate: '2026-11-20',
  contactIds: [],
  proposalValue: 5,
  invoices: [period('2026-12-01', 5)],
}

describe('Upload Proposal', () => {
  it('adds a proposal to a deal without one', () => {
    expect(uploadProposalTarget(40, { proposal: null, local: null })).toEqual({
      mode: 'add_proposal',
      proposal: null,
      editing: null,
    })
  })

  it('edits the pulled proposal, standing on its version (no second proposal)', () => {
    const pulled = pulledProposal({ invoices: [period('2026-12-01', 1)] })
    const target = uploadProposalTarget(40, { proposal: pulled, local: null })
    expect(target.mode).toBe('edit_proposal')
    expect(target.proposal).toBe(pulled)
    expect(target.editing).toMatchObject({ id: 77, dealId: 40, version: 6 })
  })

  it('edits a proposal saved on this device that still waits, and its save is an update', async () => {
    const db = newDb()
    await saveProposal(db, { dealId: 40, editing: null, fields, file: null }, USER)
    const local = await readLocalProposal(db, 40)
    const target = uploadProposalTarget(40, { proposal: pulledProposal(), local })
    expect(target.mode).toBe('edit_proposal')
    expect(target.editing?.id).toBe(local?.row.id)

    await saveProposal(
      db,
      { dealId: 40, editing: target.editing, fields: { ...fields, proposalValue: 9 }, file: null },
      USER,
    )
    const ops = await db.outbox.toArray()
    expect(ops.map((op) => op.type)).toEqual(['proposal.create', 'proposal.update'])
    expect(await db.proposals.where('dealId').equals(40).count()).toBe(1)
  })
})
