import { describe, expect, it } from 'vitest'
import { journalItems, journalText } from '../../../src/features/deals/journalModel.ts'
import { journalEntry, storedStringJournalEntry } from './detailFixture.ts'

describe('the deal journal', () => {
  it('shows every entry type with its headers, time and author', () => {
    const types = [
      'prop',
      'stage',
      'invoice',
      'created',
      'meeting',
      'prob',
      'pnl',
      'tobeamount',
      'tobe',
      'invoiced',
      'tobedate',
    ] as const
    const items = journalItems(types.map((type) => journalEntry(type)))
    expect(items.map((item) => item.type)).toEqual(types)
    expect(items[0]).toMatchObject({
      header1: 'prop header',
      header2: 'second',
      header3: 'third',
      time: '05 Jan 2024 | 14:30',
      by: 'Rina',
    })
    expect(new Set(items.map((item) => item.key)).size).toBe(types.length)
  })

  it("shows a sales visit's date and times, whether its times are ISO date-times or bare", () => {
    const info = { visitId: 7, visitDate: '2024-01-05', fromTime: '14:00', toTime: '15:30' }
    const [iso, bare] = journalItems([
      journalEntry('meeting', {
        ...info,
        fromTime: '2024-01-05T14:00:00',
        toTime: '2024-01-05T15:30:00',
      }),
      journalEntry('meeting', { ...info, visitId: 8 }),
    ])
    expect(iso!.when).toBe('05 Jan 2024 · 14:00–15:30')
    expect(bare!.when).toBe(iso!.when)
  })

  it('cuts long proposal and invoice file names to 35 characters plus "..."', () => {
    const long = 'a'.repeat(60) + '.pdf'
    const [proposal, invoice, stage] = journalItems([
      journalEntry('prop', { filename: long }),
      journalEntry('invoice', { filename: 'short.pdf' }),
      journalEntry('stage', { filename: long }),
    ])
    expect(proposal!.fileName).toBe('a'.repeat(35) + '...')
    expect(invoice!.fileName).toBe('short.pdf')
    expect(stage!.fileName).toBeNull()
  })

  it('reads a detail stored with string headers as one answered with { text } headers', () => {
    const stored = journalItems([storedStringJournalEntry('prop', { filename: 'offer.pdf' })])
    const answered = journalItems([journalEntry('prop', { filename: 'offer.pdf' })])
    expect(stored).toEqual(answered)
    expect(stored[0]).toMatchObject({
      header1: 'prop header',
      header2: 'second',
      header3: 'third',
      by: 'Rina',
      fileName: 'offer.pdf',
    })
  })

  it('shows both forms side by side, and a missing or odd header as blank', () => {
    const odd = journalEntry('stage')
    const items = journalItems([
      journalEntry('prob'),
      storedStringJournalEntry('stage'),
      {
        ...odd,
        data: {
          ...odd.data,
          header2: { text: 7 },
          header3: undefined,
          updateBy: 'Budi',
        } as unknown as typeof odd.data,
      },
    ])
    expect(items.map((item) => [item.header1, item.header2, item.header3, item.by])).toEqual([
      ['prob header', 'second', 'third', 'Rina'],
      ['stage header', 'second', 'third', 'Rina'],
      ['stage header', '', '', 'Budi'],
    ])
  })

  it('journalText takes a string or { text }', () => {
    expect(journalText('Proposal sent')).toBe('Proposal sent')
    expect(journalText({ text: 'Proposal sent' })).toBe('Proposal sent')
    expect(journalText(null)).toBe('')
    expect(journalText({})).toBe('')
  })
})
