import { describe, expect, it } from 'vitest'
import {
  clearProposalDialogRequest,
  isProposalDialogRequested,
  requestProposalDialog,
} from '../../../src/features/proposals/proposalOpenRequest.ts'
import { remappedKey } from '../../../src/sync/tempIds.ts'
import { newDb } from '../crmDbHarness.ts'

describe("'Yes I have proposal' asks the new deal's detail to open the Proposal dialog", () => {
  it('is asked for that deal only, until taken', async () => {
    const db = newDb()
    expect(await isProposalDialogRequested(db, 40)).toBe(false)
    requestProposalDialog(40)
    expect(await isProposalDialogRequested(db, 41)).toBe(false)
    expect(await isProposalDialogRequested(db, 40)).toBe(true)
    clearProposalDialogRequest()
    expect(await isProposalDialogRequested(db, 40)).toBe(false)
  })

  it('follows a deal created offline to its server id', async () => {
    const db = newDb()
    requestProposalDialog(-3)
    expect(await isProposalDialogRequested(db, 901)).toBe(false)
    await db.meta.put({ key: remappedKey('deals', -3), value: 901 })
    expect(await isProposalDialogRequested(db, 901)).toBe(true)
    clearProposalDialogRequest()
  })
})
