import { RM_PLATFORM_ID } from '../../contract/rms.ts'
import { ROLE } from '../../domain/permissions.ts'
import { revokeOtherSessions } from '../auth/refreshTokens.ts'
import type { Db } from '../db/db.ts'
import { invalid } from '../http/errors.ts'
import { emailTaken, type PersonFields } from './person.ts'
import type { StoredPhoto } from './photo.ts'

/** A user as a write finds them, their row locked until the transaction ends. */
export interface LockedPerson {
  id: number
  version: number
  /** The stored photo, replaced (and dropped) when a save sends a new one. */
  fileId: number | null
}

/**
 * The active user `userId` (of role `roleId` when given), locked; undefined when there is none
 * (a deleted or deactivated user is none).
 */
export async function lockPerson(
  tx: Db,
  userId: number,
  roleId: number | null = null,
): Promise<LockedPerson | undefined> {
  const [person] = await tx.query<LockedPerson>(
    `SELECT id, version, profile_file_id AS "fileId" FROM users
      WHERE id = $1 AND ($2::int IS NULL OR role_id = $2) AND active AND deleted_at IS NULL
        FOR UPDATE`,
    [userId, roleId],
  )
  return person
}

const isEmailKey = (error: unknown): boolean => {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>
  return (
    code === '23505' &&
    (constraint === 'users_email_key' ||
      (typeof message === 'string' && message.includes('users_email_key')))
  )
}

/**
 * A write of the person's email: a save that took the email since the check (the unique index
 * refuses the second) answers the same 400 as the check, not 409.
 */
async function writingEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isEmailKey(error)) throw invalid([emailTaken(email)])
    throw error
  }
}

/** Adds an RM (role 5, platform 2, version 1) who cannot sign in yet; answers id and version. */
export function insertRm(
  tx: Db,
  person: PersonFields,
  password: { hash: string; salt: string },
  photo: StoredPhoto | null,
): Promise<{ id: number; version: number }> {
  return writingEmail(person.email, async () => {
    const [rm] = await tx.query<{ id: number; version: number }>(
      `INSERT INTO users (email, name, password_hash, password_salt, role_id, segment_id, branch_id,
                          nik, job_title, phone, address, platform_id, profile_file_id, profile_pic)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING id, version`,
      [
        person.email,
        person.name,
        password.hash,
        password.salt,
        ROLE.rm,
        person.segmentId,
        person.branchId,
        person.nik,
        person.jobTitle,
        person.phone,
        person.address,
        RM_PLATFORM_ID,
        photo?.fileId ?? null,
        photo?.url ?? null,
      ],
    )
    return rm!
  })
}

/**
 * Writes the person's fields (and platform, when given; the photo, when a new one was stored) and
 * bumps the version; answers the new version.
 */
export function updatePerson(
  tx: Db,
  userId: number,
  person: PersonFields,
  photo: StoredPhoto | null,
  platformId: number | null = null,
): Promise<number> {
  return writingEmail(person.email, async () => {
    const [updated] = await tx.query<{ version: number }>(
      `UPDATE users SET name = $2, nik = $3, email = $4, phone = $5, address = $6, job_title = $7,
              segment_id = $8, branch_id = $9, platform_id = coalesce($10::int, platform_id),
              profile_file_id = coalesce($11::int, profile_file_id),
              profile_pic = coalesce($12::text, profile_pic), updated_at = now(),
              version = version + 1
        WHERE id = $1 RETURNING version`,
      [
        userId,
        person.name,
        person.nik,
        person.email,
        person.phone,
        person.address,
        person.jobTitle,
        person.segmentId,
        person.branchId,
        platformId,
        photo?.fileId ?? null,
        photo?.url ?? null,
      ],
    )
    return updated!.version
  })
}

/**
 * Takes the user out of every team: a team they lead or mentor keeps no leader or mentor, their
 * memberships go; each team touched gets a new version (an open edit of it answers 412).
 */
export async function leaveTeams(tx: Db, userId: number): Promise<void> {
  await tx.query(
    `UPDATE teams SET leader_id = nullif(leader_id, $1), mentor_id = nullif(mentor_id, $1),
            updated_at = now(), version = version + 1
      WHERE leader_id = $1 OR mentor_id = $1
         OR EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = teams.id AND m.user_id = $1)`,
    [userId],
  )
  await tx.query('DELETE FROM team_members WHERE user_id = $1', [userId])
}

/**
 * Deletes the RM softly: the row stays (deals, visits, targets and journals still name them) but
 * is inactive and marked deleted, so no list, picker or sign-in finds it; every sign-in ends.
 */
export async function deactivateRm(tx: Db, userId: number): Promise<void> {
  await tx.query(
    `UPDATE users SET active = false, deleted_at = now(), updated_at = now(), version = version + 1
      WHERE id = $1`,
    [userId],
  )
  await revokeOtherSessions(tx, userId, undefined)
  await leaveTeams(tx, userId)
}
