import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  querySearchIndex,
  searchVocabulary,
  wordsHolding,
} from '../../../src/store/search/querySearch.ts'
import { newDb } from '../crmDbHarness.ts'
import { client, contact, dealDetail, dealRow, meeting, visit } from './searchFixtures.ts'

const titles = async (...args: Parameters<typeof querySearchIndex>) =>
  (await querySearchIndex(...args)).groups.map((group) => [
    group.kind,
    group.hits.map((hit) => hit.title),
  ])

describe('a search of the index', () => {
  it('finds a company by any word of its name, without its legal form', async () => {
    const db = newDb()
    await db.clients.bulkPut([
      client(1, 'PT Logistik Bahari Mitra'),
      client(2, 'CV Sinar Jaya'),
      client(3, 'PT Bank Rakyat (Persero) Tbk'),
    ])
    expect(await titles(db, 'bahari')).toEqual([['client', ['PT Logistik Bahari Mitra']]])
    expect(await titles(db, 'BAH mit')).toEqual([['client', ['PT Logistik Bahari Mitra']]])
    expect(await titles(db, 'pt rakyat')).toEqual([['client', ['PT Bank Rakyat (Persero) Tbk']]])
    expect(await titles(db, 'PT')).toEqual([])
    expect(await titles(db, 'persero')).toEqual([])
    expect(await titles(db, 'bahari jaya')).toEqual([])
  })

  it('groups by kind, ranks a word start above a match inside a word, then the newest', async () => {
    const db = newDb()
    await db.clients.bulkPut([
      client(1, 'PT Samudrabahari'),
      client(2, 'PT Bahari Lama'),
      client(3, 'PT Bahari Baru'),
    ])
    await db.contacts.put(contact(9, 'Bahari Putra'))
    await db.deals.put(
      dealRow(4, 2, {
        dealName: 'Bahari fleet',
        clientName: 'PT Bahari Baru',
        dealDate: '2026-01-01',
      }),
    )
    const vocabulary = await searchVocabulary(db)
    expect(await titles(db, 'bahari', { vocabulary })).toEqual([
      ['client', ['PT Bahari Baru', 'PT Bahari Lama', 'PT Samudrabahari']],
      ['contact', ['Bahari Putra']],
      ['deal', ['Bahari fleet']],
    ])
    // Without the vocabulary, only word starts are found.
    expect(await titles(db, 'bahari')).toEqual([
      ['client', ['PT Bahari Baru', 'PT Bahari Lama']],
      ['contact', ['Bahari Putra']],
      ['deal', ['Bahari fleet']],
    ])
  })

  it('ranks the newest first among equals: the newest ids, and first what was made offline', async () => {
    const db = newDb()
    await db.deals.bulkPut([
      dealRow(1, 1, { dealName: 'Fleet A' }),
      dealRow(3, 1, { dealName: 'Fleet C' }),
      dealRow(2, 1, { dealName: 'Fleet B' }),
    ])
    await db.clients.bulkPut([
      client(10, 'Jaya Satu'),
      client(20, 'Jaya Dua'),
      client(-1, 'Jaya Baru'),
    ])
    expect(await titles(db, 'fleet')).toEqual([['deal', ['Fleet C', 'Fleet B', 'Fleet A']]])
    expect(await titles(db, 'jaya')).toEqual([['client', ['Jaya Baru', 'Jaya Dua', 'Jaya Satu']]])
    // A better match comes first whatever its age: a whole word, then the name before the
    // company.
    await db.deals.bulkPut([
      dealRow(8, 1, { dealName: 'Fleetwood' }),
      dealRow(9, 1, { dealName: 'Renewal', clientName: 'PT Fleet Nusa' }),
      dealRow(-3, 1, { dealName: 'Fleets' }),
    ])
    expect(await titles(db, 'fleet')).toEqual([
      ['deal', ['Fleet C', 'Fleet B', 'Fleet A', 'Renewal', 'Fleets']],
    ])
    expect(
      (await querySearchIndex(db, 'fleet', { perKind: 9 })).groups[0]!.hits.at(-1)!.title,
    ).toBe('Fleetwood')
  })

  it('shows a visit once, from the row logged here, and a synced one from its journal', async () => {
    const db = newDb()
    await db.dealDetails.put(
      dealDetail({ id: 42, name: 'Core banking', history: [meeting(7, 'Kick-off meeting')] }),
    )
    await db.deals.put(dealRow(42, 2, { dealName: 'Core banking', clientName: 'PT Sinar Jaya' }))
    await db.visits.put(visit(7, { objective: 'Kick-off meeting, moved' }))
    const answer = await querySearchIndex(db, 'sinar')
    expect(
      answer.groups.map((group) => group.hits.map((hit) => [hit.table, hit.id, hit.detail])),
    ).toEqual([
      [['deals', 42, 'PT Sinar Jaya · Proposal Development']],
      [['visits', 7, '12 May 2026 · Kick-off meeting, moved']],
    ])
    // A won deal says so; a visit only in its deal's journal is found by its company.
    await db.deals.put(dealRow(43, 5, { dealName: 'Payroll', clientName: 'PT Nusa', state: 'won' }))
    await db.dealDetails.put(dealDetail({ id: 43, history: [meeting(8, 'Payroll demo')] }))
    const won = await querySearchIndex(db, 'payroll')
    expect(
      won.groups.map((group) => group.hits.map((hit) => [hit.table, hit.id, hit.detail])),
    ).toEqual([[['deals', 43, 'PT Nusa · Won']]])
    const journal = await querySearchIndex(db, 'sinar jaya')
    expect(journal.groups.find((group) => group.kind === 'visit')!.hits).toMatchObject([
      { table: 'visits', id: 7 },
      { table: 'dealDetails', id: 8, parent: 43, detail: '02 Apr 2026 · Payroll demo' },
    ])
  })

  it('keeps to the kinds the user may open, and to a number per kind', async () => {
    const db = newDb()
    await db.clients.bulkPut(
      Array.from({ length: 8 }, (_, index) => client(index + 1, `Maju ${index}`)),
    )
    await db.deals.put(dealRow(1, 1, { dealName: 'Maju deal' }))
    const answer = await querySearchIndex(db, 'maju', { kinds: new Set(['deal']), perKind: 3 })
    expect(answer.groups.map((group) => [group.kind, group.total])).toEqual([['deal', 1]])
    const all = await querySearchIndex(db, 'maju', { perKind: 3 })
    expect(
      all.groups.map((group) => [group.kind, group.hits.length, group.total, group.more]),
    ).toEqual([
      ['client', 3, 8, false],
      ['deal', 1, 1, false],
    ])
  })

  it('reads a bounded number of words a term starts, the whole word first, and says so', async () => {
    const db = newDb()
    await db.clients.bulkPut([
      client(1, 'Sari Makmur'),
      client(2, 'Sa Lama'),
      client(3, 'Santosa Jaya'),
      client(4, 'Satria Abadi'),
    ])
    const answer = await querySearchIndex(db, 'sa', { wordsPerTerm: 2 })
    expect(answer.groups.map((group) => [group.kind, group.more])).toEqual([['client', true]])
    // "sa" is client 2's whole word: the first of the range, and the best match.
    expect(answer.groups[0]!.hits.map((hit) => hit.title)).toEqual(['Sa Lama', 'Santosa Jaya'])
    // The words of every term: another term narrows them to what both meet.
    const narrowed = await querySearchIndex(db, 'sa jay')
    expect(narrowed.groups.map((group) => [group.kind, group.total, group.more])).toEqual([
      ['client', 1, false],
    ])
    expect(narrowed.groups[0]!.hits.map((hit) => hit.title)).toEqual(['Santosa Jaya'])
  })

  it('reads fewer words for a first letter typed alone', async () => {
    const db = newDb()
    const names = Array.from({ length: 45 }, (_, index) => `Xa${String(index).padStart(2, '0')}`)
    await db.clients.bulkPut(names.map((name, index) => client(index + 1, name)))
    expect((await querySearchIndex(db, 'x')).groups[0]!.more).toBe(true)
    expect((await querySearchIndex(db, 'xa')).groups[0]).toMatchObject({ total: 45, more: false })
  })

  it('finds the words holding a term inside, not at their start', async () => {
    expect(wordsHolding(['bahari', 'samudrabahari', 'harian', 'ha'], 'hari')).toEqual([
      'bahari',
      'samudrabahari',
    ])
    expect(wordsHolding(['bahari'], 'ha')).toEqual([])
    const db = newDb()
    await db.clients.put(client(1, 'PT Samudrabahari'))
    await db.deals.put(dealRow(1, 1, { dealName: 'Bahari fleet', clientName: 'PT Bahari' }))
    expect(await searchVocabulary(db)).toEqual(['bahari', 'fleet', 'samudrabahari'])
  })
})
