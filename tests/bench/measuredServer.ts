/**
 * The API server (`npm run serve`) in a child process that, asked 'memory' over its IPC channel,
 * collects its garbage (node --expose-gc) and answers process.memoryUsage(): what it holds, not
 * what the allocator has yet to give back.
 */
import '../../src/server/main.ts'

process.on('message', (message) => {
  if (message !== 'memory') return
  ;(globalThis as { gc?: () => void }).gc?.()
  process.send?.(process.memoryUsage())
})
