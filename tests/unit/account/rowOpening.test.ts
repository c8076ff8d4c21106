import { describe, expect, it } from 'vitest'
import type { ProposalRow } from '../../../src/contract/proposals.ts'
import type { VisitRow } from '../../../src/contract/visits.ts'
import {
  editRefusal,
  PROPOSAL_NOT_OWNER_REASON,
  proposalEditRight,
  proposalOfRow,
  READ_ONLY_REASON,
  visitEditRight,
  visitEditSource,
} from '../../../src/features/account/rowOpening.ts'
import type { VisitRecord } from '../../../src/entities/visits/visitRows.ts'
import { newDb } from '../crmDbHarness.ts'
import { dealDetail, journalEntry, RM_ID } from '../deals/detailFixture.ts'

const owner = { id: RM_ID, roleId: 5 }
const stranger = { id: 99, roleId: 5 }
const viewer = { id: RM_ID, roleId: 4 }
const onDevice = { detail: dealDetail(), card: undefined }
const notOnDevice = { detail: undefined, card: undefined }

const visitRow = (fields: Partial<VisitRow> = {}): VisitRow => ({
  visitId: 280,
  dealId: 42,
  company: 'PT Sinar Jaya',
  companyId: 5,
  visitDate: '2026-11-25',
  location: 'Makassar',
  objective: 'Negotiate terms',
  nextStep: 'Send agreement',
  remarks: '',
  contacts: [{ id: 215, text: 'Dian' }],
  rms: [],
  cons: [],
  lastUpdated: '2026-11-25T13:44:12Z',
  no: 1,
  ...fields,
})

describe('what the view and edit icons of the account tables open', () => {
  it('edits a deal visit as its journal does: the owners of an open deal on the device', () => {
    expect(visitEditRight(visitRow(), owner, onDevice, false)).toBe('allowed')
    expect(visitEditRight(visitRow(), stranger, onDevice, false)).toBe('refused')
    expect(visitEditRight(visitRow(), owner, notOnDevice, false)).toBe('unknown')
    const lost = { detail: dealDetail({ state: { text: 'Lost' } }), card: undefined }
    expect(visitEditRight(visitRow(), owner, lost, false)).toBe('refused')
  })

  it('edits a standalone visit once it is on the device; a read-only role never', () => {
    const standalone = visitRow({ dealId: 0 })
    expect(visitEditRight(standalone, stranger, undefined, true)).toBe('allowed')
    expect(visitEditRight(standalone, stranger, undefined, false)).toBe('unknown')
    expect(visitEditRight(standalone, viewer, undefined, true)).toBe('refused')
    expect(editRefusal('refused', viewer, PROPOSAL_NOT_OWNER_REASON)).toBe(READ_ONLY_REASON)
    expect(editRefusal('unknown', owner, PROPOSAL_NOT_OWNER_REASON)).toBeUndefined()
  })

  it('edits a proposal as its deal`s card does', () => {
    const rms = { rms: [{ id: RM_ID, text: 'Rina' }] }
    expect(proposalEditRight(owner, onDevice, rms)).toBe('allowed')
    expect(proposalEditRight(stranger, onDevice, rms)).toBe('refused')
    // Not on the device: an RM the row names may open the deal to tell; another RM may not edit.
    expect(proposalEditRight(owner, notOnDevice, rms)).toBe('unknown')
    expect(proposalEditRight(stranger, notOnDevice, rms)).toBe('refused')
    expect(proposalEditRight({ id: 1, roleId: 1 }, notOnDevice, rms)).toBe('unknown')
    expect(editRefusal('refused', stranger, PROPOSAL_NOT_OWNER_REASON)).toBe(
      PROPOSAL_NOT_OWNER_REASON,
    )
  })

  it('shows a proposal from its row when its deal is not on the device', () => {
    const row: ProposalRow = {
      id: 425,
      dealId: 553,
      name: 'Sales Coaching',
      client: { id: 86, text: 'PT Medika' },
      type: { id: 1, text: 'Workshop' },
      sentBy: 'Citra',
      sentById: 3,
      sentDate: '2026-11-19',
      receiverClients: [{ id: 231, text: 'Novi' }],
      filename: 'Proposal.pdf',
      proposalValue: 730_000_000,
      invoices: [{ id: 669, invoiceDate: '2026-11-23', invoiceAmount: 202_000_000, remarks: 'T1' }],
      lastUpdated: '2026-11-19T01:33:10Z',
      rms: [],
      segments: [],
    }
    expect(proposalOfRow(row)).toMatchObject({
      id: 425,
      url: null,
      proposalType: { id: 1, text: 'Workshop' },
      sentById: 3,
      sentDate: '2026-11-19',
      contactIds: [231],
      proposalValue: 730_000_000,
    })
  })

  it('edits a visit logged on this device from its row, else from its deal`s journal entry', async () => {
    const db = newDb()
    const meeting = journalEntry('meeting', {
      visitId: 280,
      visitDate: '2026-11-25',
      fromTime: '09:00',
      toTime: '10:30',
      clientName: 'PT Sinar Jaya',
      tribes: [{ id: 2, text: 'Retail' }],
      location: 'Makassar',
      objective: 'Negotiate terms',
    })
    const deal = { detail: dealDetail({ history: [meeting] }), card: undefined }
    const fromJournal = await visitEditSource(db, visitRow(), deal)
    expect(fromJournal?.target).toEqual({
      kind: 'deal',
      dealId: 42,
      client: { id: 5, text: 'PT Sinar Jaya' },
    })
    expect(fromJournal?.form).toMatchObject({
      visitDate: '2026-11-25',
      startTime: '09:00',
      endTime: '10:30',
      tribes: [2],
    })
    const undated = { ...meeting, data: { ...meeting.data, info: { ...meeting.data.info } } }
    delete undated.data.info.visitDate
    const fromUndated = await visitEditSource(db, visitRow(), {
      detail: dealDetail({ history: [undated] }),
      card: undefined,
    })
    expect(fromUndated?.form.visitDate).toBe('2026-11-25')
    expect(fromJournal?.knownContacts).toContainEqual({ id: 215, text: 'Dian' })

    expect(await visitEditSource(db, visitRow({ visitId: 281 }), deal)).toBeNull()
    expect(await visitEditSource(db, visitRow(), notOnDevice)).toBeNull()

    const local: VisitRecord = {
      id: 300,
      dealId: 0,
      userId: 3,
      clientId: 12,
      clientName: 'PT Standalone',
      visitDate: '2026-11-20',
      startTime: '13:00',
      endTime: '14:00',
      contacts: [],
      rms: [],
      consultants: [],
      tribes: [1],
      location: 'Bandung',
      objective: 'Introduce',
      nextStep: '',
      remark: '',
      version: 2,
    }
    await db.visits.put(local)
    const standalone = await visitEditSource(db, visitRow({ visitId: 300, dealId: 0 }), undefined)
    expect(standalone?.target).toEqual({ kind: 'standalone' })
    expect(standalone?.form).toMatchObject({
      client: { id: 12, text: 'PT Standalone' },
      startTime: '13:00',
      tribes: [1],
    })
  })
})
