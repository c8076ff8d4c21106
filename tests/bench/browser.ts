/** What the Chromium benches share: the built app they serve, the browser, and the admin's sign-in. */
import type { Page } from 'playwright-core'
import { startServer, type RunningServer } from '../../src/server/start.ts'
import { signIn } from '../e2e/harness.ts'

export { launchChromium } from '../e2e/harness.ts'

/** The built PWA the bench server serves: BENCH_DIST (a build of one's own), else dist/. */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist'

export const VIEWPORT = { width: 1280, height: 800 }

/** Signs in as the admin and waits for the deal board's address. */
export async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin')
  await page.waitForURL('**/deals')
}

/** The reference server on an in-memory database seeded with `deals`, serving the built app. */
export async function seededServer(
  deals: number,
): Promise<{ server: RunningServer; seededMs: number }> {
  const started = performance.now()
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    staticDir: BENCH_DIST,
    seed: { deals },
    quiet: true,
  })
  return { server, seededMs: performance.now() - started }
}
