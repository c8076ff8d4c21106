import { lockDataDir } from './dataDirLock.ts'
import type { Db } from './db.ts'

export interface DatabaseOptions {
  /** A PostgreSQL connection string: when set, a real server is used. */
  databaseUrl?: string | undefined
  /** PGlite data folder, or 'memory://'. */
  dataDir?: string | undefined
  /**
   * PGlite in memory only: the data folder to start from (a tarball made by PGlite's
   * dumpDataDir), e.g. one already migrated and seeded.
   */
  image?: Blob | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const dataDir = options.dataDir ?? '.data/'
  // A server or a folder holds its own data: an image would be ignored, or written over it.
  if (options.image && (options.databaseUrl || !dataDir.startsWith('memory://'))) {
    throw new Error('A database image starts only a database in memory')
  }
  if (options.databaseUrl) {
    const { openPg } = await import('./pg.ts')
    return openPg(options.databaseUrl)
  }
  const { openPglite } = await import('./pglite.ts')
  if (dataDir.startsWith('memory://')) return openPglite(dataDir, options.image)
  const { mkdir } = await import('node:fs/promises')
  await mkdir(dataDir, { recursive: true })
  // One writer per folder: a second PGlite on a live folder corrupts it (lost commits, and
  // once a folder that no longer opened). The lock comes first; refused, nothing is opened.
  const lock = await lockDataDir(dataDir)
  try {
    const db = await openPglite(dataDir)
    const close = db.close.bind(db)
    return Object.assign(db, {
      async close() {
        try {
          await close()
        } finally {
          await lock.release()
        }
      },
    })
  } catch (error) {
    await lock.release()
    throw error
  }
}
