import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../db/db.ts'

export const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A new random refresh token; only its hash is stored. A family links the rotations of a sign-in. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, familyId, sha256(token), ttlSeconds],
  )
  return token
}

export type RotateOutcome =
  | { ok: true; token: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' }

/**
 * Rotation: the presented token is revoked and a new one of the same family issued. Presenting
 * an already revoked token means it leaked and the whole family is revoked, except within
 * `reuseGraceSeconds` of its rotation while the family is still alive: on a bad connection the
 * answer to a refresh is often lost (or the tab closed while it was in flight), and the client
 * then retries with the token it still holds. Refusing that would sign people out for a dropped
 * packet.
 */
export async function rotateRefreshToken(
  tx: Db,
  token: string,
  userId: number,
  ttlSeconds: number,
  reuseGraceSeconds = 0,
): Promise<RotateOutcome> {
  const [row] = await tx.query<{
    id: number
    family_id: string
    revoked: boolean
    recently_rotated: boolean
    expired: boolean
  }>(
    `SELECT id, family_id, revoked_at IS NOT NULL AS revoked,
            revoked_at > now() - make_interval(secs => $3) AS recently_rotated,
            expires_at < now() AS expired
       FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2 FOR UPDATE`,
    [sha256(token), userId, reuseGraceSeconds],
  )
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.expired) return { ok: false, reason: 'expired' }
  if (row.revoked) {
    const [alive] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM refresh_tokens
        WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [row.family_id],
    )
    if (row.recently_rotated && (alive?.n ?? 0) > 0) {
      const token = await issueRefreshToken(tx, userId, ttlSeconds, row.family_id)
      return { ok: true, token, familyId: row.family_id }
    }
    await tx.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [row.family_id],
    )
    return { ok: false, reason: 'reused' }
  }
  await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE id = $1', [row.id])
  const next = await issueRefreshToken(tx, userId, ttlSeconds, row.family_id)
  return { ok: true, token: next, familyId: row.family_id }
}

/** Ends every sign-in of the user but `keepFamilyId` (the session changing the password). */
export async function revokeOtherSessions(
  tx: Db,
  userId: number,
  keepFamilyId: string | undefined,
): Promise<void> {
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2`,
    [userId, keepFamilyId ?? null],
  )
}

/** Ends one sign-in: every refresh token of the family. */
export async function revokeSession(tx: Db, userId: number, familyId: string): Promise<void> {
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND family_id = $2 AND revoked_at IS NULL`,
    [userId, familyId],
  )
}
