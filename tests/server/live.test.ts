/**
 * Live updates (GET /sync/live): a stream per device, poked once the feed moved in a kind its
 * user keeps, naming nothing; ended with its token, its sign-in or the server; bounded per
 * process.
 */
import { decodeJwt } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import type { FeedInfo } from '../../src/contract/changeFeedInfo.ts'
import { LIVE_HEARTBEAT_SECONDS, type LiveChanged } from '../../src/contract/live.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { loadJwtKey, signAccessToken } from '../../src/server/auth/tokens.ts'
import { readConfig } from '../../src/server/config.ts'
import { EMAILS, serverForFile, startTestServer, USER_IDS } from './harness.ts'
import { openLiveStream, type OpenStream } from './liveStream.ts'

const server = serverForFile({ seed: { deals: 20 } })

const open: OpenStream[] = []
async function streamOf(email: string, token?: string): Promise<OpenStream> {
  const stream = await openLiveStream(server().url, token ?? (await server().login(email)))
  open.push(stream)
  return stream
}
afterEach(() => {
  for (const stream of open.splice(0)) stream.close()
})

const firstClient = async () =>
  (await server().db.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT 1'))[0]!.id

/** No poke within this long: the listener reports within a few tens of milliseconds. */
const QUIET_MS = 600
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS))
const pokes = (stream: OpenStream) => stream.events.filter((event) => event.event === 'changed')

describe('GET /sync/live', () => {
  it('is announced by the feed info, and refused without a token', async () => {
    const admin = await server().as(EMAILS.admin)
    expect((await admin.get<FeedInfo>('/sync')).body.changeFeed.live).toBe(true)
    const refused = await server().api('GET', '/sync/live')
    expect(refused.status).toBe(401)
  })

  it('opens with ready, then pokes every device once per committed change, naming nothing', async () => {
    const admin = await streamOf(EMAILS.admin)
    const rm = await streamOf(EMAILS.rm)
    for (const stream of [admin, rm]) {
      expect(stream.status).toBe(200)
      const ready = await stream.next('ready')
      expect(JSON.parse(ready.data)).toEqual({ heartbeatSeconds: LIVE_HEARTBEAT_SECONDS })
    }
    const clientId = await firstClient()
    await server().db.query(`UPDATE clients SET company = company || ' Live' WHERE id = $1`, [
      clientId,
    ])
    for (const stream of [admin, rm]) {
      const poke = await stream.next('changed')
      // The poke names nothing the user might not see: no id, no kind, no name.
      expect(JSON.parse(poke.data) as LiveChanged).toEqual({ seq: 1 })
    }
  })

  it("never names to an RM's device a deal, client or invoice outside its scope", async () => {
    const rm = await streamOf(EMAILS.rm)
    await rm.next('ready')
    // Rows of another RM's: an invoice, a client, a deal's detail.
    const [invoice] = await server().db.query<{ id: number; amount: number }>(
      `SELECT i.id, i.amount FROM invoices i
        WHERE NOT EXISTS (SELECT 1 FROM invoice_rms r WHERE r.invoice_id = i.id AND r.user_id = $1)
        ORDER BY i.id LIMIT 1`,
      [USER_IDS.rm],
    )
    await server().db.query('UPDATE invoices SET amount = amount + 1 WHERE id = $1', [invoice!.id])
    await rm.next('changed')
    const clientId = await firstClient()
    await server().db.query(`UPDATE clients SET company = company || ' Private' WHERE id = $1`, [
      clientId,
    ])
    await rm.next('changed')
    // Every event is a bare count or the heartbeat's setting: no id, no amount, no name.
    for (const event of rm.events) {
      expect(Object.keys(JSON.parse(event.data) as object)).toEqual(
        event.event === 'ready' ? ['heartbeatSeconds'] : ['seq'],
      )
      expect(event.data).not.toContain(String(invoice!.amount + 1))
      expect(event.data).not.toContain('Private')
    }
  })

  it('pokes once for a transaction that changed many rows', async () => {
    const stream = await streamOf(EMAILS.manager)
    await stream.next('ready')
    await server().db.tx(async (tx) => {
      await tx.query(`UPDATE clients SET company = company || '.' WHERE id IN (
        SELECT id FROM clients ORDER BY id LIMIT 10)`)
      await tx.query(`UPDATE deals SET name = name || '.' WHERE id IN (
        SELECT id FROM deals ORDER BY id LIMIT 10)`)
    })
    await stream.next('changed')
    await quiet()
    expect(pokes(stream)).toHaveLength(1)
  })

  it('leaves a device alone when the change is in a kind its user does not keep', async () => {
    const viewer = await streamOf(EMAILS.viewer)
    const rm = await streamOf(EMAILS.rm)
    await Promise.all([viewer.next('ready'), rm.next('ready')])
    const [invoice] = await server().db.query<{ id: number }>(
      'SELECT id FROM invoices ORDER BY id LIMIT 1',
    )
    // An invoice logged on its own (a viewer's device keeps no invoice list).
    await server().db.query(`SELECT sync_log('invoice', ARRAY[$1]::bigint[])`, [invoice!.id])
    await rm.next('changed')
    await quiet()
    expect(pokes(viewer)).toHaveLength(0)
  })

  it('ends the stream when its token expires', async () => {
    const key = await loadJwtKey(server().db, readConfig())
    // A token of a real sign-in (requireBearer refuses one of an unknown session), short-lived.
    const sessionId = decodeJwt(await server().login(EMAILS.rm)).sid as string
    const token = await signAccessToken(key, { id: USER_IDS.rm, roleId: ROLE.rm, sessionId }, 2)
    const stream = await streamOf(EMAILS.rm, token)
    expect(stream.status).toBe(200)
    await stream.next('ready')
    const end = await stream.next('end', 5_000)
    expect(JSON.parse(end.data)).toEqual({ reason: 'expired' })
    await stream.closed
  })

  it('ends the stream at once when its sign-in is revoked, and keeps it through a rotation', async () => {
    const signIn = await server().loginAnswer(EMAILS.rm2)
    const family = decodeJwt(signIn.accessToken.token).sid as string
    const stream = await streamOf(EMAILS.rm2, signIn.accessToken.token)
    await stream.next('ready')
    // A rotation revokes the old refresh token and issues the next one of the same family.
    await server().db.tx(async (tx) => {
      await tx.query(
        `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
         VALUES ($1, $2, md5(random()::text), now() + interval '1 day')`,
        [USER_IDS.rm2, family],
      )
      await tx.query(
        `UPDATE refresh_tokens SET revoked_at = now()
          WHERE id = (SELECT min(id) FROM refresh_tokens WHERE family_id = $1)`,
        [family],
      )
    })
    await quiet()
    expect(stream.events.some((event) => event.event === 'end')).toBe(false)
    await server().db.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [family],
    )
    const end = await stream.next('end')
    expect(JSON.parse(end.data)).toEqual({ reason: 'session' })
    await stream.closed
  })

  it("ends the streams of a user given another role: their scope was the old role's", async () => {
    const stream = await streamOf(EMAILS.viewer)
    await stream.next('ready')
    await server().db.query('UPDATE users SET role_id = $1 WHERE id = $2', [
      ROLE.manager,
      USER_IDS.viewer,
    ])
    try {
      const end = await stream.next('end')
      expect(JSON.parse(end.data)).toEqual({ reason: 'session' })
    } finally {
      await server().db.query('UPDATE users SET role_id = $1 WHERE id = $2', [
        ROLE.viewer,
        USER_IDS.viewer,
      ])
    }
  })
})

describe('the live streams of one process', () => {
  it('are bounded: one more is refused with Retry-After; closing the server ends them', async () => {
    const small = await startTestServer({ seed: { deals: 1 }, liveStreams: 2 })
    try {
      const token = await small.login(EMAILS.rm)
      const kept = [await openLiveStream(small.url, token), await openLiveStream(small.url, token)]
      await Promise.all(kept.map((stream) => stream.next('ready')))
      const refused = await small.api('GET', '/sync/live', { token })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
      // One ends: its place is free again.
      kept[0]!.close()
      await kept[0]!.closed
      await expect
        .poll(async () => {
          const again = await openLiveStream(small.url, token)
          again.close()
          return again.status
        })
        .toBe(200)
      await small.close()
      const end = await kept[1]!.next('end')
      expect(JSON.parse(end.data)).toEqual({ reason: 'closing' })
    } finally {
      await small.close()
    }
  })
})
