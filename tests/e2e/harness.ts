/**
 * End-to-end harness: the real server in-process (PGlite in memory, the built PWA from dist/)
 * and Debian's Chromium driven by playwright-core.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startServer, type RunningServer } from '../../src/server/start.ts'
import { seededImage } from '../seededDatabase.ts'

export const DEMO_PASSWORD = 'demo1234'
export const DEMO_USERS = {
  admin: { email: 'admin@crm.test', roleId: 1 },
  manager: { email: 'manager@crm.test', roleId: 2 },
  rm: { email: 'rm@crm.test', roleId: 5 },
  rm2: { email: 'rm2@crm.test', roleId: 5 },
  viewer: { email: 'viewer@crm.test', roleId: 4 },
} as const
export type DemoUser = keyof typeof DEMO_USERS

/** The built PWA the server serves: dist/, or E2E_DIST (a build of one's own: `vite build --outDir`). */
const DIST = process.env.E2E_DIST ?? 'dist'

export const DESKTOP = { width: 1366, height: 820 }
export const PHONE = { width: 375, height: 740 }

/** Debian's Chromium, headless, without the background traffic that would skew what is measured. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })

export interface E2E {
  baseURL: string
  browser: Browser
  /** The server's database, to check what reached it. */
  db: RunningServer['db']
  /**
   * A fresh browser profile (cookies, IndexedDB, service worker) with one page; `baseURL` points
   * it elsewhere (e.g. a proxy in front of the server).
   */
  open(
    viewport?: { width: number; height: number },
    baseURL?: string,
  ): Promise<{ context: BrowserContext; page: Page }>
  close(): Promise<void>
}

/**
 * `changeFeed: false` starts a provider without the change feed (the briefcase's fallback);
 * `live: false` one without live updates (a test of the refresh it starts itself); `deals` seeds
 * that many deals (the demo users and their roles as in the demo seed).
 */
export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`${DIST}/ is missing: run \`npx vite build\` first`)
  // The demo seed is copied from the one made for the run (tests/seededDatabase.ts).
  const image = options.deals ? undefined : await seededImage()
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    ...(image ? { dataDirImage: image } : {}),
    staticDir: DIST,
    quiet: true,
    changeFeed: options.changeFeed ?? true,
    ...(options.live === false ? { liveStreams: 0 } : {}),
    ...(options.deals ? { seed: { deals: options.deals } } : {}),
  })
  let browser: Browser
  try {
    browser = await launchChromium()
  } catch (error) {
    await server.close()
    throw error
  }
  const contexts: BrowserContext[] = []
  return {
    baseURL: server.url,
    browser,
    db: server.db,
    async open(viewport = DESKTOP, baseURL = server.url) {
      const context = await browser.newContext({ baseURL, viewport })
      context.setDefaultTimeout(15_000)
      contexts.push(context)
      const page = await context.newPage()
      return { context, page }
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined)
      await browser.close()
      await server.close()
    },
  }
}

export interface E2EOptions {
  changeFeed?: boolean
  live?: boolean
  /** A generated seed of this many deals instead of the demo's. */
  deals?: number
}

export const passwordInput = (page: Page, name = 'Password') =>
  page.getByRole('textbox', { name, exact: true })

export async function signIn(page: Page, user: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_USERS[user].email)
  await passwordInput(page).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function signedIn(page: Page, user: DemoUser): Promise<void> {
  await signIn(page, user)
  await page.waitForURL('**/deals')
  await page.getByRole('banner').waitFor()
}

/** The signed-in user's id and role, from the profile cookie. */
export async function signedInProfile(
  context: BrowserContext,
): Promise<{ id: number; roleId: number }> {
  const profile = (await context.cookies()).find((cookie) => cookie.name === 'profile')
  if (!profile) throw new Error('no profile cookie')
  return JSON.parse(decodeURIComponent(profile.value)) as { id: number; roleId: number }
}

/** The signed-in user's id, from the profile cookie. */
export async function profileId(context: BrowserContext): Promise<number> {
  return (await signedInProfile(context)).id
}

export async function sessionCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies()
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]))
}

/** Screenshots for a human to look at, only when E2E_SCREENSHOTS is set (a folder, e.g. /tmp/crm). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${name}.png`) })
}

/** Logs in against the API directly (not through the page) to learn what the server answers. */
export async function apiLogin(
  baseURL: string,
  user: DemoUser,
): Promise<{ token: string; userId: number; branchId: number; segmentId: number }> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from('crm-web:crm-web-secret').toString('base64')}`,
    },
    body: JSON.stringify({
      userName: DEMO_USERS[user].email,
      password: DEMO_PASSWORD,
      os: 'test',
      deviceID: 'e2e',
      sourceID: 'e2e',
      versionCode: '1',
      versionName: 'e2e',
    }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  const answer = (await response.json()) as {
    accessToken: { token: string }
    id: number
    branchId: number
    segmentId: number
  }
  return {
    token: answer.accessToken.token,
    userId: answer.id,
    branchId: answer.branchId,
    segmentId: answer.segmentId,
  }
}

export async function apiGet<T>(baseURL: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status}`)
  return (await response.json()) as T
}

export async function apiPost<T>(
  baseURL: string,
  path: string,
  token: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status}`)
  return (await response.json()) as T
}
