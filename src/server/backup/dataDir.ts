import { readdir, readFile, writeFile } from 'node:fs/promises'
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { LOCK_FILE, lockDataDir } from '../db/dataDirLock.ts'

/**
 * Writes a gzipped tarball of the PGlite folder. Takes the folder's lock first, so it refuses
 * while a server has the folder open (a copy of a live folder is not a consistent backup).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  const lock = await lockDataDir(dataDir)
  try {
    const pglite = await PGlite.create(dataDir)
    try {
      const dump = await pglite.dumpDataDir('gzip')
      const bytes = new Uint8Array(await dump.arrayBuffer())
      await writeFile(file, bytes, { flag: 'wx' })
      return bytes.byteLength
    } finally {
      await pglite.close()
    }
  } finally {
    await lock.release()
  }
}

/** Restores a backup into a folder that is missing or empty (never over existing data). */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const present = (await readdir(dataDir)).filter((name) => name !== LOCK_FILE)
  if (present.length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it`)
  }
  const lock = await lockDataDir(dataDir)
  try {
    const tarball = new Blob([await readFile(file)])
    const pglite = await PGlite.create(dataDir, { loadDataDir: tarball })
    try {
      await pglite.query('SELECT 1')
    } finally {
      await pglite.close()
    }
  } finally {
    await lock.release()
  }
}
