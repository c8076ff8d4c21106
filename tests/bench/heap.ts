/** Page memory for the benches: the JavaScript heap in use after a full garbage collection. */
import type { BrowserContext, Page } from 'playwright-core'

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export async function usedHeap(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

const QUIET_MS = 2_000
const QUIET_WAIT_MS = 60_000

/**
 * The heap once the page has made no request for QUIET_MS (at most QUIET_WAIT_MS): a refresh's
 * answers still being written are working memory, not what the page keeps.
 */
export async function settledHeap(context: BrowserContext, page: Page): Promise<number> {
  let lastActivity = performance.now()
  const onActivity = () => void (lastActivity = performance.now())
  page.on('request', onActivity)
  page.on('requestfinished', onActivity)
  const deadline = performance.now() + QUIET_WAIT_MS
  while (performance.now() - lastActivity < QUIET_MS && performance.now() < deadline) {
    await page.waitForTimeout(250)
  }
  page.off('request', onActivity)
  page.off('requestfinished', onActivity)
  return usedHeap(context, page)
}
