/**
 * Global setup: one database migrated and seeded with the demo data, made once per test run,
 * from which each test's server starts (a PGlite image; with TEST_DATABASE_URL also a template
 * database on that server). Starting from it costs well under a second, where an empty
 * PGlite, its migrations and the demo seed cost about six on a 2-core machine.
 */
import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate } from '../src/server/db/migrate.ts'
import { openPg } from '../src/server/db/pg.ts'
import { createPglite, pgliteDb } from '../src/server/db/pglite.ts'
import { seedDatabase } from '../src/server/seed/seed.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data folder holding the demo seed. */
    seededImagePath: string
    /** A database on TEST_DATABASE_URL's server holding the demo seed ('' without one). */
    seededTemplate: string
  }
}

async function makeImage(dirMade: Promise<string>): Promise<string> {
  const dir = await dirMade
  const pglite = await createPglite('memory://')
  try {
    const db = pgliteDb(pglite)
    await migrate(db)
    await seedDatabase(db)
    const path = join(dir, 'seeded.tar')
    await writeFile(path, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()))
    return path
  } finally {
    await pglite.close()
  }
}

/** One statement on the server of adminUrl, on a connection of its own. */
export async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `crm_seeded_${randomBytes(6).toString('hex')}`
  await onServer(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const db = await openPg(url.toString())
  try {
    await migrate(db)
    await seedDatabase(db)
  } finally {
    await db.close()
  }
  return name
}

interface Seeded {
  dir: Promise<string>
  image?: Promise<string>
  template?: Promise<string>
  users: number
}

/**
 * Made once per Vitest process, however many projects ask: each project runs its global setup,
 * but all of them run in the one main process.
 */
const shared = globalThis as { crmSeeded?: Seeded }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const onPglite = !adminUrl || project.name !== 'server'
  // Set before any await: the projects' setups may run side by side.
  shared.crmSeeded ??= { dir: mkdtemp(join(tmpdir(), 'crm-seeded-')), users: 0 }
  const made = shared.crmSeeded
  made.users++
  // Servers on PGlite start from the image; with TEST_DATABASE_URL the server files copy the
  // template instead, and need no image.
  if (onPglite) made.image ??= makeImage(made.dir)
  if (adminUrl) made.template ??= makeTemplate(adminUrl)
  project.provide('seededImagePath', onPglite ? await made.image! : '')
  project.provide('seededTemplate', (await made.template) ?? '')
  return async () => {
    if (--made.users > 0) return
    shared.crmSeeded = undefined
    await rm(await made.dir, { recursive: true, force: true })
    const template = await made.template?.catch(() => '')
    if (adminUrl && template)
      await onServer(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
  }
}

/** In a test run: the seeded PGlite image to start a server from (none outside Vitest). */
export async function seededImage(): Promise<Blob | undefined> {
  if (!process.env.VITEST) return undefined
  const { inject } = await import('vitest')
  const path = inject('seededImagePath')
  return path ? openAsBlob(path) : undefined
}

/** In a test run with TEST_DATABASE_URL: the seeded template database's name. */
export async function seededTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined
  const { inject } = await import('vitest')
  return inject('seededTemplate') || undefined
}
