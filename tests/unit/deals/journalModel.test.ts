import { describe, expect, it } from 'vitest'
import { journalItems } from '../../../src/features/deals/journalModel.ts'
import { journalEntry } from './detailFixture.ts'

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
})
