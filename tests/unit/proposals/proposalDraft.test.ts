import { describe, expect, it } from 'vitest'
import type { DealProposal } from '../../../src/contract/deals.ts'
import { canSaveProposal } from '../../../src/domain/proposals.ts'
import { invoiceDateOf, periodText } from '../../../src/features/proposals/invoicePeriodText.ts'
import {
  draftFromProposal,
  proposalFormFields,
} from '../../../src/features/proposals/proposalDraft.ts'
import { period } from './proposalFixtures.ts'

const today = new Date(2026, 10, 22)

describe('the Proposal dialog form', () => {
  it('starts empty in add_proposal: Save waits for Send by and a period', () => {
    const draft = draftFromProposal(null, today)
    expect(draft).toMatchObject({ sentById: 0, sentDate: '2026-11-22', invoices: [] })
    expect(canSaveProposal(draft)).toBe(false)
    expect(canSaveProposal({ ...draft, sentById: 7 })).toBe(false)
    expect(canSaveProposal({ ...draft, invoices: [period('2026-12-01', 1)] })).toBe(false)
    expect(canSaveProposal({ ...draft, sentById: 7, invoices: [period('2026-12-01', 1)] })).toBe(
      true,
    )
  })

  it('shows a stored proposal and saves the typed value as a number', () => {
    const stored: DealProposal = {
      id: 77,
      filename: 'a.pdf',
      url: null,
      proposalValue: 1_500_000,
      proposalType: { id: 2, text: 'Consulting' },
      sentById: 7,
      sentDate: '2026-11-01',
      contactIds: [11],
      invoices: [period('2026-12-15', 1_500_000, { id: 901 })],
      version: 3,
    }
    const draft = draftFromProposal(stored, today)
    expect(draft.proposalValue).toBe('1,500,000')
    expect(proposalFormFields({ ...draft, proposalValue: '2,000,000.5' }, 'Consulting')).toEqual({
      typeId: 2,
      typeText: 'Consulting',
      sentById: 7,
      sentDate: '2026-11-01',
      contactIds: [11],
      proposalValue: 2_000_000.5,
      invoices: [period('2026-12-15', 1_500_000, { id: 901 })],
    })
  })
})

describe('an invoice period', () => {
  it('reads as its month and keeps its day while the month is unchanged', () => {
    expect(periodText('2026-12-15')).toBe('Dec 2026')
    expect(invoiceDateOf('2026-12', '2026-12-15')).toBe('2026-12-15')
    expect(invoiceDateOf('2027-01', '2026-12-15')).toBe('2027-01-01')
    expect(invoiceDateOf('', '2026-12-15')).toBe('')
  })
})
