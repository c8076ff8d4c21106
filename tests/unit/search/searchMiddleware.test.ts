import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { CrmDb } from '../../../src/entities/db.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { replaceTempId } from '../../../src/sync/replaceTempId.ts'
import { company } from '../clients/clientsSyncHarness.ts'
import { deleteAfterTest, newDb, USER } from '../crmDbHarness.ts'
import {
  client,
  contact,
  dealDetail,
  dealRow,
  indexKeys,
  indexWords,
  invoice,
  meeting,
  visit,
} from './searchFixtures.ts'

describe('the search index follows every write of the tables it covers', () => {
  it('a put files each row under its words, each after its kind letter', async () => {
    const db = newDb()
    await db.clients.put(client(5, 'PT Logistik Bahari Mitra'))
    await db.contacts.put(contact(9, 'Budi Santoso'))
    await db.deals.put(dealRow(42, 3, { dealName: 'Fleet tracking', clientName: 'PT Bahari' }))
    await db.dealDetails.put(dealDetail({ id: 43, history: [meeting(8, 'Demo')] }))
    await db.visits.put(visit(-2))
    await db.invoices.put(invoice(70, { dealName: 'Fleet tracking term 1' }))

    // A detail gives its journal's visits: the deal is found by its card.
    expect(await indexKeys(db)).toEqual([
      'clients:5',
      'contacts:9',
      'dealDetails:43#0',
      'deals:42',
      'invoices:70',
      'visits:-2',
    ])
    expect(await indexWords(db, 'clients', 5)).toEqual({
      t: ['cbahari', 'clogistik', 'cmitra'],
      o: [],
    })
    // A contact is found by its name (its company is shown beside it).
    expect(await indexWords(db, 'contacts', 9)).toEqual({ t: ['pbudi', 'psantoso'], o: [] })
    // A deal by its name and its company's.
    expect(await indexWords(db, 'deals', 42)).toEqual({
      t: ['dfleet', 'dtracking'],
      o: ['dbahari'],
    })
    expect(await indexWords(db, 'visits', -2)).toEqual({ t: ['vjaya', 'vsinar'], o: [] })
    expect(await indexWords(db, 'invoices', 70)).toEqual({
      t: ['i1', 'ifleet', 'iterm', 'itracking'],
      o: ['imaju'],
    })
  })

  it('a change moves the row to its new words, a delete takes it out, on every table', async () => {
    const db = newDb()
    await db.clients.bulkPut([client(5, 'PT Lama Jaya'), client(6, 'PT Lama')])
    await db.clients.update(5, { company: 'PT Baru Jaya' })
    expect(await indexWords(db, 'clients', 5)).toEqual({ t: ['cbaru', 'cjaya'], o: [] })
    // The word row stays while another row has the word, and goes with the last.
    expect((await db.searchIndex.get('clama'))?.t).toEqual([48])
    await db.clients.delete(6)
    expect(await db.searchIndex.get('clama')).toBeUndefined()

    await db.deals.put(dealRow(42, 1))
    await db.deals.update(42, { dealName: 'Renamed' })
    expect(await indexWords(db, 'deals', 42)).toEqual({ t: ['drenamed'], o: ['dclient'] })

    await db.contacts.put(contact(9, 'Budi'))
    await db.visits.put(visit(3))
    await db.invoices.put(invoice(70))
    await db.dealDetails.put(dealDetail({ id: 8, history: [meeting(1, 'Demo')] }))
    await db.clients.delete(5)
    await db.deals.delete(42)
    await db.contacts.delete(9)
    await db.visits.delete(3)
    await db.invoices.delete(70)
    await db.dealDetails.delete(8)
    expect(await indexKeys(db)).toEqual([])
    expect(await db.searchIndex.count()).toBe(0)
  })

  it('a put that changes no word writes no word row', async () => {
    const db = newDb()
    await db.deals.put(dealRow(42, 1, { dealName: 'Fleet' }))
    const before = await db.searchIndex.toArray()
    await db.deals.put(dealRow(42, 4, { dealName: 'Fleet', probability: 50 }))
    expect(await db.searchIndex.toArray()).toEqual(before)
  })

  it('bulkPut and bulkDelete index every row', async () => {
    const db = newDb()
    await db.clients.bulkPut([client(1, 'PT Satu'), client(2, 'CV Dua'), client(3, 'UD Tiga')])
    await db.deals.bulkPut([dealRow(1, 1), dealRow(2, 2)])
    expect(await indexKeys(db)).toEqual([
      'clients:1',
      'clients:2',
      'clients:3',
      'deals:1',
      'deals:2',
    ])
    // A second bulkPut of rows already there, one renamed.
    await db.clients.bulkPut([client(1, 'PT Satu'), client(2, 'CV Dua Baru')])
    expect(await indexWords(db, 'clients', 2)).toEqual({ t: ['cbaru', 'cdua'], o: [] })
    await db.clients.bulkDelete([1, 3])
    expect(await indexKeys(db)).toEqual(['clients:2', 'deals:1', 'deals:2'])
  })

  it('a row that gives no name is in no word row, and leaves the ones it had', async () => {
    const db = newDb()
    await db.clients.put(client(5, 'PT Jaya'))
    await db.clients.put(client(5, '  '))
    expect(await indexKeys(db)).toEqual([])
    // A legal form alone is no name to search either.
    await db.clients.put(client(6, 'PT'))
    expect(await db.searchIndex.count()).toBe(0)
  })

  it("a deal detail's journal visits come and go with it, and with no other", async () => {
    const db = newDb()
    await db.dealDetails.put(
      dealDetail({ id: 5, history: [meeting(31, 'Kick-off'), meeting(32, 'Demo')] }),
    )
    await db.dealDetails.put(dealDetail({ id: 6, history: [meeting(33, 'Price talk')] }))
    await db.deals.put(dealRow(5, 1))
    expect(await indexKeys(db)).toEqual([
      'dealDetails:5#0',
      'dealDetails:5#1',
      'dealDetails:6#0',
      'deals:5',
    ])
    // Pulled again with one visit less: its key goes (and deal 6's stay).
    await db.dealDetails.put(dealDetail({ id: 5, history: [meeting(32, 'Demo')] }))
    expect(await indexKeys(db)).toEqual(['dealDetails:5#0', 'dealDetails:6#0', 'deals:5'])
    await db.dealDetails.delete(5)
    expect(await indexKeys(db)).toEqual(['dealDetails:6#0', 'deals:5'])
  })

  it('a range delete and a clear take out the rows of that table only', async () => {
    const db = newDb()
    await db.clients.bulkPut([client(1, 'Satu'), client(2, 'Dua'), client(3, 'Tiga')])
    await db.contacts.put(contact(2, 'Dua Orang'))
    await db.dealDetails.bulkPut([
      dealDetail({ id: 1, history: [meeting(9, 'Kick-off')] }),
      dealDetail({ id: 2, history: [meeting(10, 'Demo')] }),
    ])
    await db.clients.where('id').between(1, 2, true, true).delete()
    expect(await indexKeys(db)).toEqual([
      'clients:3',
      'contacts:2',
      'dealDetails:1#0',
      'dealDetails:2#0',
    ])
    await db.dealDetails.where('id').below(2).delete()
    expect(await indexKeys(db)).toEqual(['clients:3', 'contacts:2', 'dealDetails:2#0'])
    await db.clients.clear()
    expect(await indexKeys(db)).toEqual(['contacts:2', 'dealDetails:2#0'])
  })

  it('writes in the same transaction: a failed transaction leaves no index change', async () => {
    const db = newDb()
    await db.clients.put(client(1, 'PT Tetap'))
    const before = await db.searchIndex.toArray()
    await expect(
      db.transaction('rw', db.clients, db.meta, async () => {
        await db.clients.put(client(2, 'PT Gagal'))
        await db.clients.update(1, { company: 'PT Berubah' })
        await db.clients.delete(1)
        throw new Error('the command failed')
      }),
    ).rejects.toThrow('the command failed')
    expect(await db.searchIndex.toArray()).toEqual(before)
  })

  it('the index is changed inside the transaction that wrote the row', async () => {
    const db = newDb()
    const seen = await db.transaction('rw', db.clients, db.searchIndex, async () => {
      await db.clients.add(client(-1, 'PT Baru'))
      return db.searchIndex.get('cbaru')
    })
    expect(seen).toEqual({ w: 'cbaru', t: [-8] })
  })

  it('a refused add in a bulk changes nothing; the others do', async () => {
    const db = newDb()
    await db.clients.add(client(1, 'PT Ada'))
    await expect(db.clients.bulkAdd([client(1, 'PT Dobel'), client(2, 'PT Dua')])).rejects.toThrow()
    expect(await indexKeys(db)).toEqual(['clients:1', 'clients:2'])
    expect(await indexWords(db, 'clients', 1)).toEqual({ t: ['cada'], o: [] })
    expect(await db.searchIndex.get('cdobel')).toBeUndefined()
  })

  it('a row the database refuses (no key) changes nothing, and says why as before', async () => {
    const db = newDb()
    const keyless = { ...client(1, 'PT Tanpa Kunci'), id: undefined } as unknown as ReturnType<
      typeof client
    >
    await expect(db.clients.put(keyless)).rejects.toThrow()
    expect(await db.searchIndex.count()).toBe(0)
  })

  it('follows a temp id replaced by the server id', async () => {
    const db = newDb()
    await db.clients.put(client(-4, 'PT Offline Jaya'))
    await db.visits.put(visit(-5, { clientId: -4, dealId: 0 }))
    await db.transaction('rw', syncTables(db), () => replaceTempId(db, 'clients', -4, 404))
    expect(await indexKeys(db)).toEqual(['clients:404', 'visits:-5'])
  })

  it('leaves other tables alone', async () => {
    const db = newDb()
    await db.meta.put({ key: 'x', value: 1 })
    await db.tribes.put({ id: 1, text: 'Digital' })
    expect(await db.searchIndex.count()).toBe(0)
  })
})

describe('the write paths keep it without knowing it', () => {
  it('a client created offline is in the index at once, and Discard takes it out', async () => {
    const db = newDb()
    const op = await enqueue(db, 'client.create', company({ company: 'PT Baru Offline' }), USER)
    expect(await indexWords(db, 'clients', op.entity.id)).toEqual({
      t: ['cbaru', 'coffline'],
      o: [],
    })
    await discardOp(db, op.opId)
    expect(await db.searchIndex.count()).toBe(0)
  })
})

describe('a device that had its data before the index', () => {
  it('gets the index of every row at the version that adds it', async () => {
    const name = `crm-test-${crypto.randomUUID()}`
    // The app before the index: its rows, written without the middleware.
    const before = new CrmDb(name, { searchIndex: false })
    await before.clients.bulkPut(
      Array.from({ length: 1203 }, (_, index) => client(index + 1, `PT Klien ${index + 1}`)),
    )
    await before.dealDetails.put(dealDetail({ id: 7, history: [meeting(70, 'Demo')] }))
    expect(await before.searchIndex.count()).toBe(0)
    before.close()
    // Rolled back to version 10, as a device before this release holds it.
    await downgradeTo10(name)

    const after = deleteAfterTest(new CrmDb(name))
    expect((await after.searchIndex.get('cklien'))?.t).toHaveLength(1203)
    expect(await indexWords(after, 'clients', 1203)).toEqual({ t: ['c1203', 'cklien'], o: [] })
    expect(await indexKeys(after)).toContain('dealDetails:7#0')
    // And keeps it from then on.
    await after.clients.delete(1203)
    expect((await after.searchIndex.get('cklien'))?.t).toHaveLength(1202)
  })
})

/** Rewrites the database as version 10 (no searchIndex store), keeping its other stores' rows. */
async function downgradeTo10(name: string): Promise<void> {
  const { Dexie } = await import('dexie')
  const raw = new Dexie(name)
  await raw.open()
  const dump: Record<string, unknown[]> = {}
  for (const table of raw.tables) dump[table.name] = await table.toArray()
  const schema = Object.fromEntries(
    raw.tables.map((table) => [
      table.name,
      [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(', '),
    ]),
  )
  raw.close()
  await Dexie.delete(name)
  delete schema.searchIndex
  const old = new Dexie(name)
  old.version(10).stores(schema)
  await old.open()
  for (const [table, rows] of Object.entries(dump)) {
    if (table !== 'searchIndex' && rows.length > 0) await old.table(table).bulkPut(rows)
  }
  old.close()
}
