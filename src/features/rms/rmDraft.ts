/**
 * The RM form's own checks (sales-activity-spec "Relationship manager list (/rm)", sections 5 and
 * 9); its fields, their other checks and the photo's are a person's (features/people).
 */
import type { RmRecord } from '../../entities/rms/rmRows.ts'
import {
  PERSON_MESSAGES,
  personDraftErrors,
  readPersonDraft,
  type PersonChoices,
  type PersonDraft,
  type PersonErrors,
  type ReadPersonDraft,
} from '../../app/people/personDraft.ts'

export { PHOTO_TYPE_NOT_ALLOWED as RM_PHOTO_TYPE_NOT_ALLOWED } from '../../app/people/personPhoto.ts'

export const RM_MESSAGES = {
  ...PERSON_MESSAGES,
  emailTaken: 'Another RM already has this email',
} as const

type KnownRm = Pick<RmRecord, 'userId' | 'email' | 'name'>

/** The RMs this device knows, and the one being edited (null when adding). */
export interface OtherRms {
  rms: readonly KnownRm[]
  selfId: number | null
}

/** The RM (another than `selfId`) this device knows with the email, compared without case. */
export function emailOwner(
  rms: readonly KnownRm[],
  email: string,
  selfId: number | null,
): Pick<RmRecord, 'userId' | 'name'> | undefined {
  const wanted = email.trim().toLowerCase()
  return rms.find((rm) => rm.userId !== selfId && rm.email.trim().toLowerCase() === wanted)
}

/** A person's errors, and an email another RM on this device has. */
export function rmDraftErrors(draft: PersonDraft, others: OtherRms): PersonErrors {
  const errors = personDraftErrors(draft)
  if (!errors.email && emailOwner(others.rms, draft.email, others.selfId)) {
    errors.email = RM_MESSAGES.emailTaken
  }
  return errors
}

/** The fields a Save sends, or the draft's errors. */
export function readRmDraft(
  draft: PersonDraft,
  options: PersonChoices & OtherRms,
): ReadPersonDraft {
  return readPersonDraft(draft, options, rmDraftErrors(draft, options))
}
