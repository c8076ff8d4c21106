/**
 * Live updates across API processes: a device holds its stream on one process (a child process
 * of its own) while the write goes through another; the poke crosses through PostgreSQL's
 * LISTEN/NOTIFY. And a poke waits for an older transaction still open, so that the device's walk
 * reaches the change. This project exists only when TEST_DATABASE_URL names a PostgreSQL server.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  CHANGE_FEED_ROUTES,
  changesQuery,
  type ChangesPage,
} from '../../src/contract/changeFeed.ts'
import { pathOf } from '../../src/contract/route.ts'
import { startServer, type RunningServer } from '../../src/server/start.ts'
import { createTestDatabase, EMAILS } from '../server/harness.ts'
import { openLiveStream, type OpenStream } from '../server/liveStream.ts'
import { signIn } from '../server/remote.ts'
import { spawnServer, type SpawnedServer } from '../server/spawnServer.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('The server-pg project needs TEST_DATABASE_URL')

let database: { url: string; drop(): Promise<void> }
let processA: RunningServer
let processB: SpawnedServer

async function feedPage(baseUrl: string, token: string, since: string): Promise<ChangesPage> {
  const path = `${pathOf(CHANGE_FEED_ROUTES.changes, {})}${changesQuery({ since })}`
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as ChangesPage
}

beforeAll(async () => {
  database = await createTestDatabase(adminUrl)
  processA = await startServer({
    port: 0,
    databaseUrl: database.url,
    staticDir: null,
    quiet: true,
    seed: { deals: 10 },
  })
  processB = await spawnServer({ DATABASE_URL: database.url })
}, 120_000)

afterAll(async () => {
  await processB?.stop()
  await processA?.close()
  await database?.drop()
})

const streams: OpenStream[] = []
afterAll(() => streams.forEach((stream) => stream.close()))

it('a write through one process pokes a device whose stream is on the other', async () => {
  const tokenOnB = await signIn(processB.url, EMAILS.manager)
  const stream = await openLiveStream(processB.url, tokenOnB)
  streams.push(stream)
  await stream.next('ready')
  const cursor = (await feedPage(processB.url, tokenOnB, '0')).until

  const tokenOnA = await signIn(processA.url, EMAILS.admin)
  const [deal] = await processA.db.query<{ id: number }>(
    `SELECT id FROM deals WHERE state = 'open' ORDER BY id LIMIT 1`,
  )
  const written = await fetch(`${processA.url}/api/pipeline/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenOnA}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'Crossed over', dealId: deal!.id, userId: 1 }),
  })
  expect(written.status, await written.text()).toBe(200)

  await stream.next('changed')
  const changes = await feedPage(processB.url, tokenOnB, cursor)
  expect(changes.statusUpdates.map((row) => row.status)).toContain('Crossed over')
})

it('a poke waits until every older transaction has finished, so the walk reaches the change', async () => {
  const token = await signIn(processB.url, EMAILS.admin)
  const stream = await openLiveStream(processB.url, token)
  streams.push(stream)
  await stream.next('ready')
  const cursor = (await feedPage(processB.url, token, '0')).until
  const [older, newer] = await processA.db.query<{ id: number }>(
    'SELECT id FROM clients ORDER BY id LIMIT 2 OFFSET 1',
  )

  const slow = new pg.Client({ connectionString: database.url })
  await slow.connect()
  try {
    await slow.query('BEGIN')
    await slow.query(`UPDATE clients SET company = 'Older Write' WHERE id = $1`, [older!.id])
    // Committed after the older one started: a walk now would end below it.
    await processA.db.query(`UPDATE clients SET company = 'Newer Write' WHERE id = $1`, [newer!.id])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(stream.events.filter((event) => event.event === 'changed')).toHaveLength(0)
    await slow.query('COMMIT')
  } finally {
    await slow.end()
  }
  await stream.next('changed')
  const companies = (await feedPage(processB.url, token, cursor)).clients.upserts.map(
    (row) => row.company,
  )
  expect(companies).toEqual(expect.arrayContaining(['Older Write', 'Newer Write']))
})

it('a listening connection that the database dropped comes back, and devices walk for what it missed', async () => {
  const token = await signIn(processB.url, EMAILS.manager)
  const stream = await openLiveStream(processB.url, token)
  streams.push(stream)
  await stream.next('ready')
  const admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  try {
    const ended = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    )
    // Both processes' listeners.
    expect(ended.rowCount).toBe(2)
  } finally {
    await admin.end()
  }
  // Back, the listener cannot know what it missed: every device is told to walk.
  await stream.next('changed', 10_000)
  await processA.db.query(`UPDATE clients SET company = company || '!' WHERE id = (
    SELECT min(id) FROM clients)`)
  await stream.next('changed', 10_000)
})

it("the board's list on one process shows at once a write committed elsewhere, even one older than its read", async () => {
  const token = await signIn(processA.url, EMAILS.admin)
  const list = async (): Promise<{ dealId: number; dealName: string }[]> => {
    const response = await fetch(`${processA.url}/api/pipeline/0/0/0/0/0/0`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { dealId: number; dealName: string }[]
  }
  const [first, second] = await list()
  const nameOf = async (dealId: number) =>
    (await list()).find((card) => card.dealId === dealId)?.dealName

  // A transaction open while the list is read (and remembered), committed after it.
  const slow = new pg.Client({ connectionString: database.url })
  await slow.connect()
  try {
    await slow.query('BEGIN')
    await slow.query(`UPDATE deals SET name = 'Committed after the read' WHERE id = $1`, [
      first!.dealId,
    ])
    expect(await nameOf(first!.dealId)).toBe(first!.dealName)
    expect(await nameOf(first!.dealId)).toBe(first!.dealName)
    await slow.query('COMMIT')
  } finally {
    await slow.end()
  }
  expect(await nameOf(first!.dealId)).toBe('Committed after the read')

  // A write through the other process: the list's tag moves at once.
  const tag = async () =>
    (
      await fetch(`${processA.url}/api/pipeline/0/0/0/0/0/0`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).headers.get('etag')
  const before = await tag()
  expect(await tag()).toBe(before)
  const tokenOnB = await signIn(processB.url, EMAILS.admin)
  const written = await fetch(`${processB.url}/api/pipeline/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenOnB}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'Through B', dealId: second!.dealId, userId: 1 }),
  })
  expect(written.status, await written.text()).toBe(200)
  expect(await tag()).not.toBe(before)
})
