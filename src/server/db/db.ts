export type Unlisten = () => Promise<void>

/** The one database interface the server uses: PGlite (embedded) or pg (a PostgreSQL server). */
export interface Db {
  /** One parameterised statement; answers its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  /**
   * Calls onNotice with the payload of each NOTIFY on `channel` (delivered when the sending
   * transaction commits), and with '' when a lost listening connection is back: notices sent
   * meanwhile may be missed. Answers a function that stops listening. Not inside a transaction.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<Unlisten>
  close(): Promise<void>
  readonly kind: 'pglite' | 'pg'
}

/** int8 and numeric come back as numbers (amounts stay far below 2^53), dates as 'YYYY-MM-DD'. */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const
export const parseNumber = (value: string): number => Number(value)
export const keepText = (value: string): string => value
