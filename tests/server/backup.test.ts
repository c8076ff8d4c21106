/** npm run backup / restore: refused while a server holds the folder; a restore reads back. */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../src/server/start.ts'
import { EMAILS, USER_IDS } from './harness.ts'
import { call, signIn } from './remote.ts'

const root = mkdtempSync(join(tmpdir(), 'crm-backup-'))
const source = join(root, 'source')
const restored = join(root, 'restored')
const file = join(root, 'crm.tar.gz')
const running: RunningServer[] = []

afterAll(async () => {
  for (const server of running) await server.close()
  rmSync(root, { recursive: true, force: true })
})

function npm(script: 'backup' | 'restore', dataDir: string) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

const serve = async (dataDir: string, seed: false | { deals: number }) => {
  const server = await startServer({ port: 0, dataDir, staticDir: null, quiet: true, seed })
  running.push(server)
  return server
}

it('backs up a folder, restores it into a fresh one and reads the data back', async () => {
  const live = await serve(source, { deals: 3 })
  const token = await signIn(live.url, EMAILS.admin)
  const [deal] = await live.db.query<{ id: number }>('SELECT id FROM deals ORDER BY id LIMIT 1')
  const written = await call(live.url, 'POST', '/pipeline/status', {
    token,
    body: { status: 'kept by the backup', dealId: deal!.id, userId: USER_IDS.admin },
  })
  expect(written.status).toBe(200)

  const refused = npm('backup', source)
  expect(refused.code).not.toBe(0)
  expect(refused.output).toContain('is in use by server process')
  expect(existsSync(file)).toBe(false)

  await live.close()
  const backup = npm('backup', source)
  expect(backup.output).toContain('Backed up')
  expect(backup.code).toBe(0)
  const restore = npm('restore', restored)
  expect(restore.output).toContain('Restored')
  expect(restore.code).toBe(0)
  expect(npm('restore', restored).output).toContain('is not empty')

  const back = await serve(restored, false)
  const list = await call(back.url, 'GET', `/Pipeline/status/${deal!.id}`, {
    token: await signIn(back.url, EMAILS.admin),
  })
  expect(list.status).toBe(200)
  expect(JSON.stringify(list.body)).toContain('kept by the backup')
}, 120_000)
