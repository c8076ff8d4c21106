/** What the Chromium benches share: the built app they serve, the browser, and the admin's sign-in. */
import type { Browser, Page } from 'playwright-core'
import { startServer, type RunningServer, type StartOptions } from '../../src/server/start.ts'
import { launchChromium, signIn } from '../e2e/harness.ts'

export { launchChromium }

/** The built PWA the bench server serves: BENCH_DIST (a build of one's own), else dist/. */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist'

export const VIEWPORT = { width: 1280, height: 800 }

/** Signs in as the admin and waits for the deal board's address. */
export async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin')
  await page.waitForURL('**/deals')
}

/**
 * The reference server on an in-memory database seeded with `deals`, serving the built app;
 * `liveStreams: 0` without live updates (a part that times a refresh it starts itself).
 */
export async function seededServer(
  deals: number,
  options: Pick<StartOptions, 'liveStreams'> = {},
): Promise<{ server: RunningServer; seededMs: number }> {
  const started = performance.now()
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    staticDir: BENCH_DIST,
    seed: { deals },
    quiet: true,
    ...options,
  })
  return { server, seededMs: performance.now() - started }
}

/**
 * A Chromium part: the seeded server and the browser for `run`, closed after it; prints the part's
 * title line (`title`, the seed, the viewport, then `note`).
 */
export async function seededChromium(
  title: string,
  deals: number,
  run: (server: RunningServer, browser: Browser) => Promise<void>,
  note = '',
  options: Pick<StartOptions, 'liveStreams'> = {},
): Promise<void> {
  const { server, seededMs } = await seededServer(deals, options)
  console.log(
    `\n${title}, ${deals}-deal seed (seeded in ${(seededMs / 1000).toFixed(1)} s), ` +
      `Chromium ${VIEWPORT.width}x${VIEWPORT.height}${note}:`,
  )
  const browser = await launchChromium()
  try {
    await run(server, browser)
  } finally {
    await browser.close()
    await server.close()
  }
}
