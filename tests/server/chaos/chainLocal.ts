/**
 * A device's own database after convergence: the outbox empty, and no temp id left anywhere a
 * synced table or a pulled list keeps ids (keys, references, the card's drafts): every create
 * was accepted (its server id replaced the temp id) or dropped (its rows went with it).
 */
import type { CrmDb } from '../../../src/entities/db.ts'
import { keyOf, syncedTableNames } from '../../../src/sync/syncDb.ts'

const ID_FIELD = /(^id$|Id$|Ids$|^contacts$)/

/** Where a row holds a negative number under an id-like field, as `path=value`. */
export function tempIdsOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => tempIdsOf(item, path))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([field, item]) =>
      tempIdsOf(item, path ? `${path}.${field}` : field),
    )
  }
  const field = path.slice(path.lastIndexOf('.') + 1)
  return typeof value === 'number' && value < 0 && ID_FIELD.test(field) ? [`${path}=${value}`] : []
}

export async function checkLocal(name: string, db: CrmDb): Promise<string[]> {
  const problems: string[] = []
  const left = await db.outbox.toArray()
  if (left.length > 0) {
    problems.push(`${name}: ${left.length} ops left: ${left.map((op) => op.type).join(', ')}`)
  }
  for (const table of syncedTableNames()) {
    for (const row of (await db.table(table).toArray()) as Record<string, unknown>[]) {
      const found = tempIdsOf(row)
      if (found.length > 0) {
        problems.push(`${name} ${table} ${String(row[keyOf(table)])}: ${found.join(', ')}`)
      }
    }
  }
  for (const list of await db.syncLists.toArray()) {
    const temp = list.ids.filter((id) => id < 0)
    if (temp.length > 0) problems.push(`${name} list ${list.key}: temp ids ${temp.join(',')}`)
  }
  return problems
}
