/**
 * A database image (a PGlite data folder's tarball) starts only a database in memory: a data
 * folder or a PostgreSQL server holds its own data, which the image would overwrite or be
 * silently ignored beside. Both are refused before anything is opened.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/open.ts'

const REFUSAL = 'A database image starts only a database in memory'
const folder = mkdtempSync(join(tmpdir(), 'crm-image-'))

afterAll(() => rmSync(folder, { recursive: true, force: true }))

// Refused before it is read: any bytes do. Every server test on PGlite starts from a real one.
const image = (): Blob => new Blob(['a PGlite data folder, as a tarball'])

it('refuses an image with a data folder and leaves the folder untouched', async () => {
  await expect(openDatabase({ dataDir: folder, image: image() })).rejects.toThrow(REFUSAL)
  expect(readdirSync(folder)).toEqual([])
})

it('refuses an image with a PostgreSQL server before connecting to it', async () => {
  // Nothing listens on port 1: a connection attempt would fail with another error.
  const databaseUrl = 'postgres://nobody@127.0.0.1:1/none'
  await expect(openDatabase({ databaseUrl, image: image() })).rejects.toThrow(REFUSAL)
})
