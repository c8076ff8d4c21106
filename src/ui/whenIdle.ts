/**
 * Runs `work` once the page is idle, at the latest `timeoutMs` from now (soon, where the browser
 * cannot tell idle moments); answers a cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 50)
  return () => clearTimeout(handle)
}
