import { parseArgs } from 'node:util'
import type { Db } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { clearDatabase, DEFAULT_DEALS, isDatabaseEmpty, seedDatabase } from './seed.ts'

/** `npm run seed -- --deals N [--reset]` on DATABASE_URL, else the PGlite folder DATA_DIR (.data/). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { deals: { type: 'string' }, reset: { type: 'boolean', default: false } },
  })
  const deals = values.deals === undefined ? DEFAULT_DEALS : Number(values.deals)
  if (!Number.isInteger(deals) || deals < 0) throw new Error('--deals must be a whole number')
  const databaseUrl = process.env.DATABASE_URL || undefined
  const dataDir = process.env.DATA_DIR || '.data/'
  const db: Db = await openDatabase({ databaseUrl, dataDir })
  try {
    console.log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`}`)
    const applied = await migrate(db)
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`)
    if (!(await isDatabaseEmpty(db))) {
      if (!values.reset) {
        console.log('The database already holds data; nothing seeded (use --reset to reseed).')
        return
      }
      await clearDatabase(db)
      console.log('Removed all existing data.')
    }
    const started = Date.now()
    const summary = await seedDatabase(db, { deals })
    console.log(
      `Seeded ${summary.deals} deals, ${summary.clients} clients, ${summary.contacts} contacts, ` +
        `${summary.users} users, ${summary.proposals} proposals, ${summary.invoices} invoices, ` +
        `${summary.journal} journal entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
