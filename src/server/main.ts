import { demoAccountsTable } from './demoAccounts.ts'
import { startServer } from './start.ts'

/** `npm run serve`: PORT (8080), DATA_DIR, DATABASE_URL, STATIC_DIR. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080)
  const staticDir = process.env.STATIC_DIR
  const server = await startServer({
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    ...(staticDir !== undefined ? { staticDir: staticDir === '' ? null : staticDir } : {}),
  })
  console.log(`CRM listening on http://localhost:${server.port}`)
  console.log('')
  console.log('Demo accounts:')
  console.log(demoAccountsTable())

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, stopping`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
