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
