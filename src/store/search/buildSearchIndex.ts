/**
 * The index of the rows already on the device, built once by the schema version that adds the
 * index table (db.ts): later writes keep it right through the middleware (searchMiddleware.ts).
 * Each table is read in pages; the word rows are gathered in memory and written at the end.
 */
import type { IndexableType, Transaction } from 'dexie'
import { indexedWordsOf, type IndexedWords } from './entityRows.ts'
import { changedPosting, wordChanges } from './postings.ts'
import { indexedTables, SEARCH_INDEX_TABLE, type SearchPosting } from './searchRows.ts'

const PAGE = 500

export async function buildSearchIndex(tx: Transaction): Promise<void> {
  const words: IndexedWords[] = []
  for (const name of indexedTables()) {
    if (!tx.db.tables.some((table) => table.name === name)) continue
    const table = tx.table<Record<string, IndexableType>>(name)
    const keyPath = String(table.schema.primKey.keyPath)
    let last: IndexableType | undefined
    for (;;) {
      const page = last === undefined ? table.limit(PAGE) : table.where(':id').above(last)
      const rows = await page.limit(PAGE).toArray()
      for (const row of rows) words.push(...indexedWordsOf(name, row))
      if (rows.length < PAGE) break
      last = rows.at(-1)![keyPath]
    }
  }
  const postings: SearchPosting[] = []
  for (const [word, change] of wordChanges([], words)) {
    const posting = changedPosting(word, undefined, change)
    if (posting) postings.push(posting)
  }
  await tx.table(SEARCH_INDEX_TABLE).bulkPut(postings)
}
