import { pruneLoginAttempts } from './auth/throttle.ts'
import type { ServerConfig } from './config.ts'
import type { Db } from './db/db.ts'
import { pruneIdempotencyKeys } from './http/idempotency.ts'

const EVERY_MS = 60 * 60 * 1000

async function prune(db: Db, config: ServerConfig): Promise<void> {
  await pruneIdempotencyKeys(db, config.idempotencyKeyTtlSeconds)
  await pruneLoginAttempts(db)
}

/** Prunes expired Idempotency-Keys and old login attempts now and every hour; stop() ends it. */
export async function startHousekeeping(db: Db, config: ServerConfig): Promise<() => void> {
  await prune(db, config)
  const timer = setInterval(() => {
    prune(db, config).catch((error: unknown) => console.warn('Housekeeping failed:', error))
  }, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
