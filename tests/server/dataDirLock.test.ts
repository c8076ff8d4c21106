/**
 * One writer per data folder: a second server on a folder in use refuses to start, names the
 * process holding it, and leaves the first one's database alone; every write the first confirmed
 * is still there after its restart.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { LOCK_FILE } from '../../src/server/db/dataDirLock.ts'
import { startServer, type RunningServer } from '../../src/server/start.ts'
import { EMAILS, USER_IDS } from './harness.ts'
import { call, signIn } from './remote.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'crm-lock-'))
const options = { port: 0, dataDir, staticDir: null, quiet: true, seed: { deals: 3 } } as const
let first: RunningServer | undefined

afterAll(async () => {
  await first?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** `npm run serve` as its own process on the folder: its exit code and output. */
function serveProcess(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: '0', STATIC_DIR: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? -1, output })
    })
  })
}

async function writeStatuses(url: string, token: string, dealId: number, count: number) {
  const confirmed: number[] = []
  for (let i = 0; i < count; i++) {
    const answer = await call(url, 'POST', '/pipeline/status', {
      token,
      body: { status: `lock test ${i}`, dealId, userId: USER_IDS.admin },
    })
    expect(answer.status).toBe(200)
    confirmed.push(answer.body.id as number)
  }
  return confirmed
}

it('refuses a second server on a folder in use and loses nothing the first confirmed', async () => {
  first = await startServer(options)
  const token = await signIn(first.url, EMAILS.admin)
  const [deal] = await first.db.query<{ id: number }>('SELECT id FROM deals ORDER BY id LIMIT 1')
  const confirmed = await writeStatuses(first.url, token, deal!.id, 20)

  const second = await serveProcess({ DATA_DIR: dataDir })
  expect(second.code).not.toBe(0)
  expect(second.output).toContain(`in use by server process ${process.pid}`)
  await expect(startServer({ ...options, seed: false })).rejects.toThrow(
    `in use by server process ${process.pid}`,
  )

  confirmed.push(...(await writeStatuses(first.url, token, deal!.id, 20)))
  await first.close()
  first = await startServer({ ...options, seed: false })
  const rows = await first.db.query<{ id: number }>(
    'SELECT id FROM status_updates WHERE id = ANY($1::int[])',
    [confirmed],
  )
  expect(rows.length).toBe(40)
}, 60_000)

it('takes over a lock left by a process that no longer runs', async () => {
  await first?.close()
  first = undefined
  const dead = spawn(process.execPath, ['-e', ''])
  const deadPid = await new Promise<number>((resolve) => dead.on('exit', () => resolve(dead.pid!)))
  writeFileSync(
    join(dataDir, LOCK_FILE),
    JSON.stringify({ pid: deadPid, host: hostname(), startedAt: '2020-01-01T00:00:00Z' }),
  )
  first = await startServer({ ...options, seed: false })
  const token = await signIn(first.url, EMAILS.admin)
  expect((await call(first.url, 'GET', '/pipeline/master', { token })).status).toBe(200)
})
