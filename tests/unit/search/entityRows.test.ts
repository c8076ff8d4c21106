import { describe, expect, it } from 'vitest'
import { searchEntriesOf } from '../../../src/store/search/entityDisplay.ts'
import { indexedWordsOf } from '../../../src/store/search/entityRows.ts'
import { client, contact, dealDetail, dealRow, invoice, meeting, visit } from './searchFixtures.ts'

const shown = (entries: ReturnType<typeof searchEntriesOf>) =>
  entries.map(({ kind, id, title, detail, parent }) => ({ kind, id, title, detail, parent }))

describe('what the search shows of each table', () => {
  it('names each entity, with what tells two alike names apart', () => {
    expect(shown(searchEntriesOf('clients', client(5, 'PT Logistik Bahari Mitra')))).toEqual([
      {
        kind: 'client',
        id: 5,
        title: 'PT Logistik Bahari Mitra',
        detail: 'Logistics · Rina',
        parent: undefined,
      },
    ])
    expect(shown(searchEntriesOf('contacts', contact(9, 'Budi Santoso')))).toEqual([
      {
        kind: 'contact',
        id: 9,
        title: 'Budi Santoso',
        detail: 'Finance Manager · PT Sinar Jaya',
        parent: 5,
      },
    ])
    expect(shown(searchEntriesOf('deals', dealRow(42, 3, { clientName: 'PT Bahari' })))).toEqual([
      {
        kind: 'deal',
        id: 42,
        title: 'Deal 42',
        detail: 'PT Bahari · Proposal sent',
        parent: undefined,
      },
    ])
    // A lost card says so, whatever its stage.
    expect(searchEntriesOf('deals', dealRow(43, 0, { state: 'lost' }))[0]?.detail).toBe(
      'PT Client · Lost',
    )
    expect(shown(searchEntriesOf('visits', visit(-2)))).toEqual([
      {
        kind: 'visit',
        id: -2,
        title: 'PT Sinar Jaya',
        detail: '12 May 2026 · Product demo',
        parent: 42,
      },
    ])
    expect(shown(searchEntriesOf('invoices', invoice(70)))).toEqual([
      {
        kind: 'invoice',
        id: 70,
        title: 'Deal 70',
        detail: 'PT Maju · 15 Mar 2026',
        parent: undefined,
      },
    ])
  })

  it("gives a deal detail's journal visits (the deal is found by its card)", () => {
    const detail = dealDetail({ id: 43, history: [meeting(8, 'Payroll demo')] })
    expect(shown(searchEntriesOf('dealDetails', detail))).toEqual([
      {
        kind: 'visit',
        id: 8,
        title: 'PT Sinar Jaya',
        detail: '02 Apr 2026 · Payroll demo',
        parent: 43,
      },
    ])
    // An older journal entry without the visit's date: the entry's time tells it.
    const older = meeting(9, 'Kick-off')
    delete older.data.info.visitDate
    expect(searchEntriesOf('dealDetails', dealDetail({ history: [older] }))[0]?.detail).toBe(
      '05 Jan 2024 · Kick-off',
    )
  })

  it('reads what it can of a row of another shape, and never throws', () => {
    expect(searchEntriesOf('clients', null)).toEqual([])
    expect(searchEntriesOf('dealDetails', { id: 4, history: 'none' })).toEqual([])
    expect(searchEntriesOf('invoices', { invoiceId: 3, client: { text: 'PT Ada' } })).toMatchObject(
      [{ title: 'PT Ada', detail: 'PT Ada' }],
    )
  })

  it("keeps in the index the words after their kind letter, the name's apart", () => {
    expect(indexedWordsOf('deals', dealRow(42, 3, { clientName: 'PT Bahari' }))).toEqual([
      {
        key: 42 * 8 + 2,
        words: [
          { word: 'ddeal', title: true },
          { word: 'd42', title: true },
          { word: 'dbahari', title: false },
        ],
      },
    ])
  })
})
