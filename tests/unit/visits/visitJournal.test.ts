import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../../src/contract/deals.ts'
import { journalItems } from '../../../src/features/deals/journalModel.ts'
import type { LocalVisit } from '../../../src/features/visits/localVisit.ts'
import type { VisitRecord } from '../../../src/entities/visits/visitRows.ts'

const meeting = (visitId: number, objective: string): JournalEntry => ({
  type: 'meeting',
  data: {
    header1: { text: 'Sales visit' },
    header2: { text: 'PT Sinar' },
    header3: { text: objective },
    updateTime: '2024-01-05T14:30:00',
    updateBy: { text: 'Rina' },
    info: { visitId, objective },
  },
})

const created: JournalEntry = {
  type: 'created',
  data: {
    header1: { text: 'Deal created' },
    header2: { text: '' },
    header3: { text: '' },
    updateTime: '2024-01-01T08:00:00',
    updateBy: { text: 'Rina' },
    info: { dateCreated: '2024-01-01' },
  },
}

const record = (id: number, objective: string): VisitRecord => ({
  id,
  dealId: 7,
  userId: 3,
  clientId: 12,
  clientName: 'PT Sinar',
  visitDate: '2024-02-01',
  startTime: '09:15',
  endTime: '10:00',
  contacts: [],
  rms: [],
  consultants: [],
  tribes: [],
  location: '',
  objective,
  nextStep: '',
  remark: '',
  version: 0,
})

const local = (
  id: number,
  objective: string,
  sync: LocalVisit['sync'],
  loggedAt: number | null,
): LocalVisit => ({ visit: record(id, objective), sync, loggedAt })

describe('visits in the deal journal', () => {
  it('a visit waiting to sync shows on top as a meeting entry with its mark', () => {
    const at = new Date(2024, 1, 3, 16, 45).getTime()
    const items = journalItems([created], [local(-1, 'Offline visit', 'pending', at)])
    expect(items.map((item) => [item.type, item.header3, item.sync])).toEqual([
      ['meeting', 'Offline visit', 'pending'],
      ['created', '', null],
    ])
    expect(items[0]).toMatchObject({
      header1: 'Sales visit',
      header2: 'PT Sinar',
      time: '03 Feb 2024 | 16:45',
      visitId: -1,
      historyIndex: null,
    })
  })

  it('newest local visit first; failed and conflict marks are kept', () => {
    const items = journalItems(
      [],
      [local(-1, 'older', 'failed', 1_000), local(-2, 'newer', 'conflict', 2_000)],
    )
    expect(items.map((item) => [item.header3, item.sync])).toEqual([
      ['newer', 'conflict'],
      ['older', 'failed'],
    ])
  })

  it('a synced visit already in the pulled history shows once, from the history', () => {
    const items = journalItems([meeting(900, 'Synced')], [local(900, 'Synced', 'synced', null)])
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ visitId: 900, sync: null, historyIndex: 0, by: 'Rina' })
  })

  it('a synced visit the history does not carry yet stays shown, marked synced, at its visit time', () => {
    const items = journalItems([created], [local(901, 'Just synced', 'synced', null)])
    expect(items[0]).toMatchObject({
      visitId: 901,
      sync: 'synced',
      time: '01 Feb 2024 | 09:15',
    })
  })

  it('a pending edit of a synced visit replaces its history entry', () => {
    const items = journalItems(
      [meeting(900, 'Before'), created],
      [local(900, 'After', 'pending', 5_000)],
    )
    expect(items.map((item) => [item.header3, item.sync])).toEqual([
      ['After', 'pending'],
      ['', null],
    ])
  })
})
