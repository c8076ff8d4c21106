/**
 * How the index's word rows (searchRows.ts) change when entities do: each entity's old words give
 * up its key, its new words take it (in their name's list or the other); a word kept as it was
 * is left alone, so a refresh that renames nothing writes nothing here. The rows touched are read
 * once and written once (a row left with no key goes), in the transaction of the write.
 */
import { Dexie, type DBCoreTable, type DBCoreTransaction } from 'dexie'
import type { IndexedWords } from './entityRows.ts'
import type { SearchPosting } from './searchRows.ts'

interface WordChange {
  removeT: Set<number>
  removeO: Set<number>
  addT: Set<number>
  addO: Set<number>
}

const emptyChange = (): WordChange => ({
  removeT: new Set(),
  removeO: new Set(),
  addT: new Set(),
  addO: new Set(),
})

/** The net change of each word: what is both removed and added to one list cancels out. */
export function wordChanges(
  before: readonly IndexedWords[],
  after: readonly IndexedWords[],
): Map<string, WordChange> {
  const changes = new Map<string, WordChange>()
  const change = (word: string) => {
    let known = changes.get(word)
    if (!known) changes.set(word, (known = emptyChange()))
    return known
  }
  for (const { key, words } of before) {
    for (const { word, title } of words) change(word)[title ? 'removeT' : 'removeO'].add(key)
  }
  for (const { key, words } of after) {
    for (const { word, title } of words) {
      const known = change(word)
      const removed = title ? known.removeT : known.removeO
      if (removed.delete(key)) continue
      known[title ? 'addT' : 'addO'].add(key)
    }
  }
  for (const [word, { removeT, removeO, addT, addO }] of changes) {
    if (removeT.size + removeO.size + addT.size + addO.size === 0) changes.delete(word)
  }
  return changes
}

/** A list's keys after the change (a list of another shape, never written here, counts as none). */
const changed = (keys: unknown, remove: Set<number>, add: Set<number>): number[] => {
  const known = Array.isArray(keys) ? keys.filter((key) => typeof key === 'number') : []
  return [...known.filter((key) => !remove.has(key) && !add.has(key)), ...add]
}

/** The row of a word after its change; null when no key is left. */
export function changedPosting(
  word: string,
  row: SearchPosting | undefined,
  { removeT, removeO, addT, addO }: WordChange,
): SearchPosting | null {
  const t = changed(row?.t, removeT, addT)
  const o = changed(row?.o, removeO, addO)
  if (t.length + o.length === 0) return null
  return { w: word, ...(t.length > 0 ? { t } : {}), ...(o.length > 0 ? { o } : {}) }
}

/**
 * Writes the words' changes into the index table, in `trans`: the rows touched are read, then
 * written in one put and one delete. Chained on the database's own promises (see
 * searchMiddleware.ts: the layers below read the transaction from Dexie's zone).
 */
export function writeWordChanges(
  index: DBCoreTable,
  trans: DBCoreTransaction,
  changes: ReadonlyMap<string, WordChange>,
): Promise<unknown> {
  if (changes.size === 0) return Dexie.Promise.resolve()
  const words = [...changes.keys()]
  return index.getMany({ trans, keys: words }).then((rows: (SearchPosting | undefined)[]) => {
    const puts: SearchPosting[] = []
    const deletes: string[] = []
    for (const [position, word] of words.entries()) {
      const next = changedPosting(word, rows[position], changes.get(word)!)
      if (next) puts.push(next)
      else if (rows[position]) deletes.push(word)
    }
    return Dexie.Promise.all([
      puts.length > 0 ? index.mutate({ type: 'put', trans, values: puts }) : undefined,
      deletes.length > 0 ? index.mutate({ type: 'delete', trans, keys: deletes }) : undefined,
    ])
  })
}
