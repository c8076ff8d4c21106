import type { RmPayload } from '../../contract/rms.ts'
import type { FieldError } from '../../contract/validate.ts'
import type { Db } from '../db/db.ts'
import { invalid } from '../http/errors.ts'

/** The fields an RM save and a profile update write on a user. */
export type PersonFields = Pick<
  RmPayload,
  'name' | 'nik' | 'email' | 'phone' | 'address' | 'jobTitle' | 'segmentId' | 'branchId'
>

/** The refusal of an email another user (a deleted one too) already has. */
export const emailTaken = (email: string): FieldError => ({
  field: 'email',
  description: `email: ${email} is already used by another user`,
})

/**
 * The person's segment and branch exist and the email (without regard to case) is no other
 * user's than `userId`'s (null for a new user): 400 with every bad field named otherwise.
 */
export async function assertPersonFields(
  db: Db,
  person: PersonFields,
  userId: number | null,
): Promise<void> {
  const [found] = await db.query<{ segment: boolean; branch: boolean; taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM segments WHERE id = $1) AS segment,
            EXISTS (SELECT 1 FROM branches WHERE id = $2) AS branch,
            EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($3)
                       AND id IS DISTINCT FROM $4::int) AS taken`,
    [person.segmentId, person.branchId, person.email, userId],
  )
  const errors: FieldError[] = []
  if (!found?.segment)
    errors.push({
      field: 'segmentId',
      description: `segmentId: Segment ${person.segmentId} does not exist`,
    })
  if (!found?.branch)
    errors.push({
      field: 'branchId',
      description: `branchId: Branch ${person.branchId} does not exist`,
    })
  if (found?.taken) errors.push(emailTaken(person.email))
  if (errors.length > 0) throw invalid(errors)
}
