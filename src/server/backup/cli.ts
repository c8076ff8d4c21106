import { backupDataDir, restoreDataDir } from './dataDir.ts'

const USAGE = `npm run backup -- <file.tar.gz>    copy DATA_DIR (.data/) into a new file
npm run restore -- <file.tar.gz>   restore a backup into DATA_DIR, which must be missing or empty`

/** `npm run backup` / `npm run restore` of the PGlite folder; PostgreSQL has its own tools. */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2)
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE)
    process.exit(2)
  }
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up and restore that PostgreSQL server with its own tools, e.g.\n' +
        '  pg_dump --format=custom --file=crm.dump "$DATABASE_URL"\n' +
        '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" crm.dump',
    )
    process.exit(2)
  }
  const dataDir = process.env.DATA_DIR || '.data/'
  if (command === 'backup') {
    const bytes = await backupDataDir(dataDir, file)
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024).toFixed(0)} KB).`)
  } else {
    await restoreDataDir(file, dataDir)
    console.log(`Restored ${file} into ${dataDir}.`)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
