/**
 * The board's local card order (core-spec section 4: "Reordering within a column is local only"):
 * one order key per reordered deal, compared as plain strings. Nothing here is sent to the server.
 */
import type { CrmDb } from '../db.ts'

export interface CardOrderRow {
  dealId: number
  key: string
}

/** Every order key, by deal id. */
export async function readCardOrder(database: CrmDb): Promise<Map<number, string>> {
  const rows = await database.cardOrder.toArray()
  return new Map(rows.map((row) => [row.dealId, row.key]))
}

/** Writes new keys and removes others (a card that goes back to the server's order), in one transaction. */
export async function saveCardOrder(
  database: CrmDb,
  changes: { put: readonly CardOrderRow[]; remove?: readonly number[] },
): Promise<void> {
  await database.transaction('rw', database.cardOrder, async () => {
    if (changes.remove && changes.remove.length > 0)
      await database.cardOrder.bulkDelete([...changes.remove])
    if (changes.put.length > 0) await database.cardOrder.bulkPut([...changes.put])
  })
}
