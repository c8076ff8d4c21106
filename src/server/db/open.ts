import type { Db } from './db.ts'

export interface DatabaseOptions {
  /** A PostgreSQL connection string: when set, a real server is used. */
  databaseUrl?: string | undefined
  /** PGlite data folder, or 'memory://'. */
  dataDir?: string | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPg } = await import('./pg.ts')
    return openPg(options.databaseUrl)
  }
  const { openPglite } = await import('./pglite.ts')
  const dataDir = options.dataDir ?? '.data/'
  if (!dataDir.startsWith('memory://')) {
    const { mkdir } = await import('node:fs/promises')
    await mkdir(dataDir, { recursive: true })
  }
  return openPglite(dataDir)
}
