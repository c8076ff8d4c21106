import { randomBytes } from 'node:crypto'
import { hashPassword } from '../auth/password.ts'

/**
 * The password of a new RM: a random secret nobody is told, of which only the scrypt hash is
 * kept. The RM exists (pickers, teams, targets) but cannot sign in until a password is set for
 * them (a reset); a sign-in attempt costs the same time as for any account.
 */
export function unusablePassword(): Promise<{ hash: string; salt: string }> {
  return hashPassword(randomBytes(32).toString('base64url'))
}
