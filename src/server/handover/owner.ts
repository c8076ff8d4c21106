import type { Db } from '../db/db.ts'
import { sha256 } from '../auth/refreshTokens.ts'

export type HandoverOwner = 'unknown' | 'active' | 'deactivated'

/**
 * Whose changes a handover carries: the refresh token must be one the server issued to the user
 * in that sign-in. Revoked and expired tokens count, since deactivation revokes them all.
 */
export async function handoverOwner(
  db: Db,
  userId: number,
  familyId: string,
  refreshToken: string,
): Promise<HandoverOwner> {
  const [user] = await db.query<{ active: boolean }>(
    `SELECT u.active AND u.deleted_at IS NULL AS active
       FROM users u
      WHERE u.id = $1
        AND EXISTS (SELECT 1 FROM refresh_tokens r
                     WHERE r.token_hash = $3 AND r.user_id = u.id AND r.family_id = $2)`,
    [userId, familyId, sha256(refreshToken)],
  )
  if (!user) return 'unknown'
  return user.active ? 'active' : 'deactivated'
}
