import type { Db } from '../db/db.ts'

/** An account as signing in reads it. */
export interface AccountRow {
  id: number
  email: string
  name: string
  password_hash: string
  password_salt: string
  role_id: number
  tribe_id: number | null
  segment_id: number | null
  branch_id: number | null
  profile_pic: string | null
}

async function activeAccount(
  db: Db,
  where: string,
  value: unknown,
): Promise<AccountRow | undefined> {
  const [user] = await db.query<AccountRow>(
    `SELECT id, email, name, password_hash, password_salt, role_id, tribe_id, segment_id,
            branch_id, profile_pic
       FROM users WHERE ${where} AND active AND deleted_at IS NULL`,
    [value],
  )
  return user
}

/** The active account of this email (any case); undefined when none. */
export function readActiveAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return activeAccount(db, 'lower(email) = $1', email)
}

/** The active account of this user; undefined when gone or deactivated. */
export function readActiveAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  return activeAccount(db, 'id = $1', userId)
}

/** Whether the user may still sign in; 'gone' when no such user exists. */
export async function readAccountState(
  db: Db,
  userId: number,
): Promise<'active' | 'deactivated' | 'gone'> {
  const [user] = await db.query<{ active: boolean }>(
    'SELECT active AND deleted_at IS NULL AS active FROM users WHERE id = $1',
    [userId],
  )
  if (!user) return 'gone'
  return user.active ? 'active' : 'deactivated'
}

/** The user's password hash and salt, the row locked; undefined when the user does not exist. */
export async function lockPassword(
  tx: Db,
  userId: number,
): Promise<{ hash: string; salt: string } | undefined> {
  const [user] = await tx.query<{ hash: string; salt: string }>(
    'SELECT password_hash AS hash, password_salt AS salt FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  )
  return user
}

/** Stores the user's new password hash and salt and bumps the user's version. */
export async function updatePassword(
  tx: Db,
  userId: number,
  password: { hash: string; salt: string },
): Promise<void> {
  await tx.query(
    `UPDATE users SET password_hash = $2, password_salt = $3, updated_at = now(),
            version = version + 1 WHERE id = $1`,
    [userId, password.hash, password.salt],
  )
}
