/**
 * The Profile screen's form (sales-activity-spec "Profile (/profile)", sections 5 and 9): the
 * fields as typed, their checks before a Save (the server's rules, contract/rms personFields), the
 * phone mask 9999-9999-9999-9999 after the default +62 prefix, and the photo's file check.
 */
import type { IdText } from '../../contract/common.ts'
import { MAX_FIELD_TEXT } from '../../contract/fields.ts'
import {
  IMAGE_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_TEXT,
} from '../../contract/uploadRules.ts'
import {
  applyPhoneMask,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_PHONE_PREFIX,
  phoneDigits,
  phoneForSave,
  RM_PHONE_MASK,
} from '../../domain/phone.ts'
import { checkUploadFile, fileExtension } from '../../domain/uploads.ts'
import type { ProfileRow } from '../../store/profileDetail.ts'
import type { ProfileFields } from '../../sync/profileOps.ts'

/** The spec gives no text for a profile Save; worded like the RM screen's ("Update RM successfully"). */
export const PROFILE_SAVED = 'Update profile successfully'

/** The photo's file check passes, but a profile photo is a picture (the server's rule). */
export const PHOTO_TYPE_NOT_ALLOWED =
  'File type not allowed. File type to be must *.png *.jpg *.jpeg'

export const PHOTO_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

export const PROFILE_LIMITS = {
  name: MAX_FIELD_TEXT,
  nik: 50,
  email: 254,
  phone: 50,
  address: 500,
  jobTitle: MAX_FIELD_TEXT,
} as const

export interface ProfileDraft {
  name: string
  nik: string
  email: string
  phone: string
  address: string
  jobTitle: string
  /** 0 while none is chosen (a user who has none yet). */
  segmentId: number
  branchId: number
}

export type ProfileField = keyof ProfileDraft
export type ProfileErrors = Partial<Record<ProfileField, string>>

/** The phone field's value: the +62 prefix on an empty phone, the saved phone as it is. */
export function draftOf(row: ProfileRow): ProfileDraft {
  return {
    name: row.name,
    nik: row.nik,
    email: row.email,
    phone: row.phone || DEFAULT_PHONE_PREFIX,
    address: row.address,
    jobTitle: row.jobTitle,
    segmentId: row.segment?.id ?? 0,
    branchId: row.branch?.id ?? 0,
  }
}

/**
 * The phone field's value after an edit: digits only, in the mask 9999-9999-9999-9999 after the
 * +62 prefix ('+62 8123-4567-890'); a number of another country keeps its own code in front and
 * the mask over all its digits. Emptied, it goes back to the prefix alone.
 */
export function maskedProfilePhone(typed: string): string {
  const digits = phoneDigits(typed)
  if (digits === '' || digits === DEFAULT_COUNTRY_CODE) return DEFAULT_PHONE_PREFIX
  if (digits.startsWith(DEFAULT_COUNTRY_CODE)) {
    const local = applyPhoneMask(RM_PHONE_MASK, digits.slice(DEFAULT_COUNTRY_CODE.length))
    return `${DEFAULT_PHONE_PREFIX} ${local}`
  }
  return `+${applyPhoneMask(RM_PHONE_MASK, digits)}`
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const PROFILE_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailFormat: 'Enter an email address',
  segment: 'Choose a segment',
  branch: 'Choose a branch',
} as const

/** What is wrong with the draft: name, email (an address), segment and branch are required. */
export function draftErrors(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {}
  if (draft.name.trim() === '') errors.name = PROFILE_MESSAGES.name
  const email = draft.email.trim()
  if (email === '') errors.email = PROFILE_MESSAGES.email
  else if (!EMAIL.test(email)) errors.email = PROFILE_MESSAGES.emailFormat
  if (draft.segmentId === 0) errors.segmentId = PROFILE_MESSAGES.segment
  if (draft.branchId === 0) errors.branchId = PROFILE_MESSAGES.branch
  return errors
}

type ReadDraft = { fields: ProfileFields } | { errors: ProfileErrors }

/**
 * The fields a Save sends, or the draft's errors. Texts are trimmed; a phone holding only the +62
 * prefix is saved empty. `options` name the segments and branches (their names show at once).
 */
export function readDraft(
  draft: ProfileDraft,
  options: { segments: readonly IdText[]; branches: readonly IdText[] },
): ReadDraft {
  const errors = draftErrors(draft)
  if (Object.keys(errors).length > 0) return { errors }
  const named = (list: readonly IdText[], id: number): IdText => ({
    id,
    text: list.find((entry) => entry.id === id)?.text ?? '',
  })
  return {
    fields: {
      name: draft.name.trim(),
      nik: draft.nik.trim(),
      email: draft.email.trim(),
      phone: phoneForSave(draft.phone),
      address: draft.address.trim(),
      jobTitle: draft.jobTitle.trim(),
      segment: named(options.segments, draft.segmentId),
      branch: named(options.branches, draft.branchId),
    },
  }
}

/**
 * The photo's check (the shared file check of proposal and invoice uploads, then the picture
 * types and the size the server takes); null when it may be used.
 */
export function checkPhotoFile(file: { name: string; size: number } | null | undefined) {
  const shared = checkUploadFile(file)
  if (shared) return shared
  if (!file || !(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return PHOTO_TYPE_NOT_ALLOWED
  }
  return file.size > MAX_DOCUMENT_BYTES ? MAX_DOCUMENT_SIZE_TEXT : null
}
