import type { Db } from '../db/db.ts'

/** After this many failed sign-ins for one email within the window, further tries get 429. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60

/** Seconds to wait before the next try, or 0 when a try is allowed now. */
export async function loginRetryAfter(db: Db, email: string): Promise<number> {
  const rows = await db.query<{ failures: number; wait: number | null }>(
    `SELECT count(*)::int AS failures,
            ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => $2) - now()))::int AS wait
       FROM (SELECT attempted_at FROM login_attempts
              WHERE email = $1 AND attempted_at > now() - make_interval(secs => $2)
              ORDER BY attempted_at DESC LIMIT $3) recent`,
    [email, FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS],
  )
  const row = rows[0]
  if (!row || row.failures < MAX_FAILED_LOGINS) return 0
  return Math.max(1, row.wait ?? 1)
}

export async function recordFailedLogin(db: Db, email: string): Promise<void> {
  await db.query('INSERT INTO login_attempts (email) VALUES ($1)', [email])
  await db.query(
    'DELETE FROM login_attempts WHERE attempted_at < now() - make_interval(secs => $1)',
    [FAILED_LOGIN_WINDOW_SECONDS],
  )
}

export async function clearFailedLogins(db: Db, email: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE email = $1', [email])
}
