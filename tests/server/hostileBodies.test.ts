/** Bodies built to break the server: nested past any call's shape, or holding NULs. */
import { expect, it } from 'vitest'
import { DEPTH_REFUSAL, MAX_JSON_DEPTH, NUL_REFUSAL } from '../../src/server/http/hostileText.ts'
import { APP_BASIC, EMAILS, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile({ seed: { deals: 5 } })

const statusCount = async () =>
  (await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM status_updates'))[0]!.n

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

it('refuses a body nested 100,000 deep with 400 on a write and on login, writing nothing', async () => {
  const token = await server().login(EMAILS.admin)
  const before = await statusCount()
  for (const body of [nestedArrays(100_000), nestedObjects(100_000)]) {
    for (const [path, auth] of [
      ['/pipeline/status', `Bearer ${token}`],
      ['/auth/login', APP_BASIC],
    ] as const) {
      const answer = await server().api('POST', path, {
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body,
      })
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(400)
      expect(answer.body).toEqual([{ description: DEPTH_REFUSAL }])
    }
  }
  expect(await statusCount()).toBe(before)
})

it('takes a body as deep as a call may nest, and still names a NUL at any depth', async () => {
  const token = await server().login(EMAILS.admin)
  const [deal] = await server().db.query<{ id: number }>('SELECT id FROM deals LIMIT 1')
  // The depth limit is no shape check: a status with a deep extra field is still answered.
  let extra: unknown = 1
  for (let level = 1; level < MAX_JSON_DEPTH; level++) extra = { a: extra }
  const deep = await server().api('POST', '/pipeline/status', {
    token,
    body: { status: 'Deep but fine', dealId: deal!.id, userId: USER_IDS.admin, extra },
  })
  expect(deep.status, deep.text).toBe(200)

  const nul = await server().api('POST', '/pipeline/status', {
    token,
    body: { status: 'x', dealId: deal!.id, userId: USER_IDS.admin, extra: [[['a\u0000b']]] },
  })
  expect(nul.status).toBe(400)
  expect(nul.body).toEqual([{ description: NUL_REFUSAL }])
})
