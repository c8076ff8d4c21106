import type { Db } from '../db/db.ts'

/** After this many failed sign-ins for one email from one address within the window: 429. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60

export type LoginTry = { allowed: true; attemptId: number } | { allowed: false; retryAfter: number }

/**
 * Counts a try before the password is checked, atomically: tries of one email and address take
 * turns on an advisory lock, each sees the ones before it, and only MAX_FAILED_LOGINS of any
 * burst get as far as the password. The try is recorded as a failure; a right password clears it.
 */
export async function beginLoginTry(db: Db, email: string, client: string): Promise<LoginTry> {
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 18))', [
      `${email}\n${client}`,
    ])
    const [row] = await tx.query<{ failures: number; wait: number | null }>(
      `SELECT count(*)::int AS failures,
              ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => $3) - now()))::int AS wait
         FROM (SELECT attempted_at FROM login_attempts
                WHERE email = $1 AND client = $2 AND attempted_at > now() - make_interval(secs => $3)
                ORDER BY attempted_at DESC LIMIT $4) recent`,
      [email, client, FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS],
    )
    if (row && row.failures >= MAX_FAILED_LOGINS) {
      return { allowed: false, retryAfter: Math.max(1, row.wait ?? 1) }
    }
    const [attempt] = await tx.query<{ id: number }>(
      'INSERT INTO login_attempts (email, client) VALUES ($1, $2) RETURNING id',
      [email, client],
    )
    return { allowed: true, attemptId: attempt!.id }
  })
}

/** A right password: this address's failures for the email are forgotten. */
export async function clearFailedLogins(db: Db, email: string, client: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE email = $1 AND client = $2', [email, client])
}

export async function pruneLoginAttempts(db: Db): Promise<void> {
  await db.query(
    'DELETE FROM login_attempts WHERE attempted_at < now() - make_interval(secs => $1)',
    [FAILED_LOGIN_WINDOW_SECONDS],
  )
}
