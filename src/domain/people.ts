/** RM and profile forms, and sign-in (core-spec section 5, sales-activity-spec sections 2, 5 and 9). */

/** The RM save payload's platformId is always 2. */
export const RM_PLATFORM_ID = 2

export type SegmentBranchErrors = Partial<Record<'segmentId' | 'branchId', 'required'>>

/** Segment and branch are required (and not clearable) in the profile and RM forms. */
export function validateSegmentBranch(form: {
  segmentId: number | null | undefined
  branchId: number | null | undefined
}): SegmentBranchErrors {
  const errors: SegmentBranchErrors = {}
  if (!(typeof form.segmentId === 'number' && form.segmentId > 0)) errors.segmentId = 'required'
  if (!(typeof form.branchId === 'number' && form.branchId > 0)) errors.branchId = 'required'
  return errors
}

export type SignInErrors = Partial<Record<'email' | 'password', 'required'>>

/** Sign-in: email and password are required. */
export function validateSignIn(form: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {}
  if (form.email.trim() === '') errors.email = 'required'
  if (form.password === '') errors.password = 'required'
  return errors
}
