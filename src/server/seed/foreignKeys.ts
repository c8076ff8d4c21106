import type { Db } from '../db/db.ts'

interface ForeignKey {
  drop: string
  add: string
}

/**
 * Runs load with the foreign keys of these tables lifted, then puts them back as they were (same
 * names and definitions, in their order): each is checked once over all rows by one join, rather
 * than by a lookup and row lock per inserted row, which was half of a bulk insert's time.
 * Run inside a transaction: a failed check rolls the load back with it.
 */
export async function withForeignKeysDeferred<T>(
  tx: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const keys = await tx.query<ForeignKey>(
    `SELECT format('ALTER TABLE %I DROP CONSTRAINT %I', c.relname, k.conname) AS drop,
            format('ALTER TABLE %I ADD CONSTRAINT %I %s', c.relname, k.conname,
                   pg_get_constraintdef(k.oid)) AS add
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace
        AND c.relname = ANY($1::text[])
      ORDER BY k.oid`,
    [tables],
  )
  if (keys.length > 0) await tx.exec(keys.map((key) => key.drop).join(';\n'))
  const result = await load()
  if (keys.length > 0) await tx.exec(keys.map((key) => key.add).join(';\n'))
  return result
}
