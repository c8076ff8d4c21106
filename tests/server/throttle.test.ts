/**
 * Login throttling under a burst: 200 wrong passwords at once for one account from one address
 * get exactly MAX_FAILED_LOGINS checks, the rest 429; the real user signs in from another address.
 */
import { request } from 'node:http'
import { expect, it } from 'vitest'
import { MAX_FAILED_LOGINS } from '../../src/server/auth/throttle.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { APP_BASIC, EMAILS, serverForFile } from './harness.ts'

const server = serverForFile({ seed: { deals: 3 } })

/** A login sent from a chosen loopback address (127.0.0.0/8 all reach the server). */
function login(password: string, localAddress: string): Promise<number> {
  const body = JSON.stringify({
    userName: EMAILS.rm2,
    password,
    os: 'test',
    deviceID: 'test',
    sourceID: 'web',
    versionCode: '1',
    versionName: '1',
  })
  const url = new URL(`${server().url}/api/auth/login`)
  return new Promise((resolve, reject) => {
    const sending = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { Authorization: APP_BASIC, 'Content-Type': 'application/json' },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sending.on('error', reject)
    sending.end(body)
  })
}

it('lets only the allowed number of 200 parallel guesses through, and not lock the real user out', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, i) => login(`wrong-${i}`, '127.0.0.1')),
  )
  const refused = statuses.filter((status) => status === 429).length
  const checked = statuses.filter((status) => status === 401).length
  console.log(JSON.stringify({ guesses: 200, refused, checked }))
  expect(checked).toBe(MAX_FAILED_LOGINS)
  expect(refused).toBe(200 - MAX_FAILED_LOGINS)

  expect(await login(DEMO_PASSWORD, '127.0.0.2')).toBe(200)
  // From the guessing address the account stays slowed down, right password or not.
  expect(await login(DEMO_PASSWORD, '127.0.0.1')).toBe(429)
})
