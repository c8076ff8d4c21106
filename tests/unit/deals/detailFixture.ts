/** A deal detail as GET /Pipeline/detail answers it, with overridable fields. */
import type { DealDetail, JournalEntry } from '../../../src/contract/deals.ts'
import type { StoredJournalEntry } from '../../../src/features/deals/journalModel.ts'

export const RM_ID = 7

export function journalEntry(type: JournalEntry['type'], info: Record<string, unknown> = {}) {
  return {
    type,
    data: {
      header1: { text: `${type} header` },
      header2: { text: 'second' },
      header3: { text: 'third' },
      updateTime: '2024-01-05T14:30:00',
      updateBy: { text: 'Rina' },
      info,
    },
  } satisfies JournalEntry
}

/** An entry as deal details stored before the `{ text }` headers hold it: plain string headers. */
export function storedStringJournalEntry(
  type: JournalEntry['type'],
  info: Record<string, unknown> = {},
) {
  return {
    type,
    data: {
      header1: `${type} header`,
      header2: 'second',
      header3: 'third',
      updateTime: '2024-01-05T14:30:00',
      updateBy: { text: 'Rina' },
      info,
    },
  } satisfies StoredJournalEntry
}

export function dealDetail(fields: Partial<DealDetail> = {}): DealDetail {
  return {
    id: 42,
    version: 3,
    updatedAt: '2024-01-05T14:30:00.000Z',
    name: 'Core banking upgrade',
    probability: 30,
    age: 12,
    stages: [2, 4, 6, 0, 0],
    dealDate: '2024-01-01',
    clientId: 5,
    clientCompany: { id: 5, text: 'PT Sinar Jaya' },
    clientContact: { id: 9, text: 'Budi' },
    clientMembers: [],
    state: { text: 'Open' },
    stage: { id: 3, text: 'Proposal sent' },
    segment: null,
    branch: null,
    tribe: null,
    tribes: [],
    rms: [
      {
        userId: RM_ID,
        name: 'Rina',
        email: 'rina@crm.test',
        percentage: 100,
        percent: 100,
        nominal: 0,
        usePercent: true,
      },
    ],
    access: [],
    consultants: [],
    pic: null,
    proposal: null,
    pricing: null,
    agreement: null,
    history: [],
    ...fields,
  }
}
