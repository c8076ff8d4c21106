import type { Db } from '../db/db.ts'
import { badRequest, conflict, describe, HttpError } from './errors.ts'

export interface StoredAnswer {
  status: number
  body: unknown
}

/**
 * Claims an Idempotency-Key inside the write's transaction. The key is a primary key, so a
 * concurrent duplicate waits for the first transaction and then finds its answer. Answers the
 * stored answer of an earlier write with this key, or null when this write goes ahead.
 */
export async function claimIdempotencyKey(
  tx: Db,
  userId: number,
  key: string,
  method: string,
  path: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  if (key.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters')
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
    [userId, key, method, path, requestHash],
  )
  if (claimed.length > 0) return null
  const [stored] = await tx.query<{
    method: string
    path: string
    status: number | null
    body: unknown
    request_hash: string | null
  }>(
    `SELECT method, path, status, body, request_hash FROM idempotency_keys
      WHERE user_id = $1 AND key = $2`,
    [userId, key],
  )
  if (!stored || stored.method !== method || stored.path !== path) {
    throw conflict('Idempotency-Key was already used for another request')
  }
  // Keys stored before hashes were kept have none: they are answered as before.
  if (stored.request_hash !== null && stored.request_hash !== requestHash) {
    throw new HttpError(
      422,
      describe('Idempotency-Key was already used with a different body; send a new key'),
    )
  }
  return { status: stored.status ?? 200, body: stored.body }
}

export async function storeIdempotentAnswer(
  tx: Db,
  userId: number,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET status = $3, body = $4::jsonb WHERE user_id = $1 AND key = $2',
    [userId, key, answer.status, JSON.stringify(answer.body ?? null)],
  )
}

/** Keys older than the TTL are gone: a retry of such an old write runs again. */
export async function pruneIdempotencyKeys(db: Db, ttlSeconds: number): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1)',
    [ttlSeconds],
  )
}
