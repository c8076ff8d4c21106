import { describe, expect, it } from 'vitest'
import type { ProposalRow } from '../../../src/contract/proposals.ts'
import type { VisitRow } from '../../../src/contract/visits.ts'
import {
  localPage,
  proposalMatches,
  rowNumber,
  visitMatches,
} from '../../../src/features/account/accountLists.ts'

const visit = (no: number, fields: Partial<VisitRow> = {}): VisitRow => ({
  visitId: 100 + no,
  dealId: 0,
  company: `PT Company ${no}`,
  companyId: 1,
  visitDate: '2026-11-01',
  location: 'Jakarta',
  objective: 'Introduce our programs',
  nextStep: 'Send proposal',
  remarks: '',
  contacts: [],
  rms: [],
  cons: [],
  lastUpdated: '2026-11-01T10:00:00Z',
  no,
  ...fields,
})

const proposal = (id: number, name: string, client: string): ProposalRow => ({
  id,
  dealId: id,
  name,
  client: { id: 1, text: client },
  type: { id: 1, text: 'Workshop' },
  sentBy: 'Rina',
  sentById: 3,
  sentDate: '2026-11-01',
  receiverClients: [],
  filename: '',
  proposalValue: 1_000,
  invoices: [],
  lastUpdated: '2026-11-01T10:00:00Z',
  rms: [],
  segments: [],
})

const visits = Array.from({ length: 12 }, (_, index) => visit(index + 1))

describe('the account tables searched and paged on the device', () => {
  it('cuts the whole range into pages of 5, in the answer order', () => {
    const first = localPage(visits, visitMatches, '', 1)
    expect(first).toMatchObject({ total: 12, page: 1, pages: 3 })
    expect(first.rows.map((row) => row.no)).toEqual([1, 2, 3, 4, 5])
    expect(localPage(visits, visitMatches, '', 3).rows.map((row) => row.no)).toEqual([11, 12])
    // A page beyond the last (after the search narrowed the rows) shows the last one.
    expect(localPage(visits, visitMatches, '', 9).page).toBe(3)
    expect(rowNumber(3, 1)).toBe(12)
  })

  it('searches a visit in its company, location, objective, next step and remark, any case', () => {
    const rows = [
      visit(1, { company: 'PT Maju Jaya' }),
      visit(2, { location: 'Surabaya' }),
      visit(3, { objective: 'Negotiate TERMS' }),
      visit(4, { nextStep: 'Schedule presentation' }),
      visit(5, { remarks: 'Asked for a discount' }),
    ]
    const found = (search: string) =>
      localPage(rows, visitMatches, search, 1).rows.map((row) => row.no)
    expect(found('maju')).toEqual([1])
    expect(found('SURABAYA')).toEqual([2])
    expect(found('terms')).toEqual([3])
    expect(found('presentation')).toEqual([4])
    expect(found('  discount ')).toEqual([5])
    expect(found('nowhere')).toEqual([])
    expect(found('')).toHaveLength(5)
  })

  it('searches a proposal in its name and its client, and counts the matches over pages', () => {
    const rows = [
      ...Array.from({ length: 7 }, (_, index) => proposal(index + 1, `Training ${index}`, 'PT A')),
      proposal(8, 'Coaching', 'PT Bank Nusantara'),
    ]
    expect(localPage(rows, proposalMatches, 'training', 2)).toMatchObject({
      total: 7,
      pages: 2,
      page: 2,
    })
    expect(localPage(rows, proposalMatches, 'bank', 1).rows.map((row) => row.id)).toEqual([8])
  })
})
