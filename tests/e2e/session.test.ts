import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookies, signedIn } from './harness.ts'
import { e2eSuite } from './helpers.ts'

const ttlBefore = process.env.ACCESS_TOKEN_TTL
beforeAll(() => {
  // Access tokens that expire within seconds, so the page meets a really expired token. Not one
  // second: a token then lives 0-1 s (expiry is counted in whole seconds), and on a loaded
  // machine every renewed token expired again before the page's next call reached the server.
  process.env.ACCESS_TOKEN_TTL = '4'
})
afterAll(() => {
  if (ttlBefore === undefined) delete process.env.ACCESS_TOKEN_TTL
  else process.env.ACCESS_TOKEN_TTL = ttlBefore
})
const e2e = e2eSuite()

/** Waits until the server refuses the token (a 401 with an empty body). */
async function untilExpired(token: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${e2e.baseURL}/api/pipeline/master`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (response.status === 401 && (await response.text()) === '') return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('an expired access token', () => {
  it('is renewed with the refresh token and the user stays in the app', async () => {
    const { context, page } = await e2e.open()
    await signedIn(page, 'rm')
    // Leave the app while the token expires, so the page itself does not renew it meanwhile.
    await page.goto('about:blank')
    const before = await sessionCookies(context)
    await untilExpired(before.login!)
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refreshtoken'),
    )
    // After the renewal the app's calls are answered again.
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/') &&
        !response.url().endsWith('/api/auth/refreshtoken') &&
        response.status() === 200,
      { timeout: 30_000 },
    )
    await page.goto('/deals')
    expect((await refreshed).status()).toBe(200)
    await answered
    const after = await sessionCookies(context)
    expect(after.login).toBeTruthy()
    expect(after.login).not.toBe(before.login)
    expect(after.refresh).not.toBe(before.refresh)
    expect(new URL(page.url()).pathname).toBe('/deals')
  })

  it('with a refresh the server refuses, clears the session and returns to /', async () => {
    const { context, page } = await e2e.open()
    await signedIn(page, 'admin')
    // Leave the app first, so no refresh still in flight writes valid tokens over these.
    await page.goto('about:blank')
    await context.addCookies([
      { name: 'login', value: 'expired', url: e2e.baseURL },
      { name: 'refresh', value: 'revoked', url: e2e.baseURL },
    ])
    await page.goto('/deals')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    const cookies = await sessionCookies(context)
    expect(cookies.login).toBeUndefined()
    expect(cookies.profile).toBeUndefined()
  })
})
