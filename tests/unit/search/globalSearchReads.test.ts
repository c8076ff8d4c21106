import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { readSearchMatches } from '../../../src/entities/globalSearchReads.ts'
import { newDb } from '../crmDbHarness.ts'
import { client, contact } from './searchFixtures.ts'

describe("the global search's reads", () => {
  it('shows a kind given its own limit beyond five, the others five, in their order', async () => {
    const db = newDb()
    await db.clients.bulkPut(
      Array.from({ length: 9 }, (_, index) => client(index + 1, `PT Bahari ${index + 1}`)),
    )
    await db.contacts.bulkPut(
      Array.from({ length: 7 }, (_, index) => contact(index + 1, `Bahari Putra ${index + 1}`)),
    )
    const counts = async (perKindOf?: ReadonlyMap<string, number>) =>
      (await readSearchMatches(db, 'bahari', { perKindOf })).groups.map((group) => [
        group.kind,
        group.hits.length,
        group.total,
      ])

    expect(await counts()).toEqual([
      ['client', 5, 9],
      ['contact', 5, 7],
    ])
    expect(await counts(new Map([['client', 9]]))).toEqual([
      ['client', 9, 9],
      ['contact', 5, 7],
    ])
    expect(
      await counts(
        new Map([
          ['contact', 7],
          ['client', 6],
        ]),
      ),
    ).toEqual([
      ['client', 6, 9],
      ['contact', 7, 7],
    ])
    const answer = await readSearchMatches(db, 'Bahari', { perKindOf: new Map([['client', 9]]) })
    expect(answer.query).toBe('Bahari')
    expect(answer.terms).toEqual(['bahari'])
  })

  it('reads only the kinds asked for', async () => {
    const db = newDb()
    await db.clients.bulkPut([client(1, 'PT Bahari Lama')])
    await db.contacts.bulkPut([contact(1, 'Bahari Putra')])
    const answer = await readSearchMatches(db, 'bahari', {
      kinds: new Set(['contact']),
      perKindOf: new Map([['client', 9]]),
    })
    expect(answer.groups.map((group) => group.kind)).toEqual(['contact'])
  })
})
