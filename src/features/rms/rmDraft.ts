/**
 * The RM form (sales-activity-spec "Relationship manager list (/rm)", sections 5 and 9): the fields
 * as typed, their checks before a Save (the server's rules, contract/rms personFields), the phone
 * mask 9999-9999-9999-9999 after the default +62 prefix (a phone left at the prefix is saved
 * empty), segment and branch required (and, once chosen, not clearable), and the photo's file
 * check (the shared upload check, then the picture types and the size the server takes).
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
  isPhoneEmpty,
  phoneDigits,
  RM_PHONE_MASK,
} from '../../domain/phone.ts'
import { checkUploadFile, fileExtension } from '../../domain/uploads.ts'
import type { RmRecord } from '../../store/rms.ts'
import type { RmFormFields } from './rmCommands.ts'

/** The shared file check passes other documents too; an RM's photo is a picture (the server's rule). */
export const RM_PHOTO_TYPE_NOT_ALLOWED =
  'File type not allowed. File type to be must *.png *.jpg *.jpeg'

export const RM_PHOTO_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

export const RM_LIMITS = {
  name: MAX_FIELD_TEXT,
  nik: 50,
  email: 254,
  phone: 50,
  address: 500,
  jobTitle: MAX_FIELD_TEXT,
} as const

export interface RmDraft {
  name: string
  nik: string
  email: string
  phone: string
  address: string
  jobTitle: string
  /** 0 while none is chosen. */
  segmentId: number
  branchId: number
}

export type RmDraftField = keyof RmDraft
export type RmErrors = Partial<Record<'name' | 'email' | 'segment' | 'branch', string>>

export const RM_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailFormat: 'Enter an email address',
  emailTaken: 'Another RM already has this email',
  segment: 'Choose a segment',
  branch: 'Choose a branch',
} as const

/** Add new RM starts empty, the phone at the +62 prefix. */
export const EMPTY_RM_DRAFT: RmDraft = {
  name: '',
  nik: '',
  email: '',
  phone: DEFAULT_PHONE_PREFIX,
  address: '',
  jobTitle: '',
  segmentId: 0,
  branchId: 0,
}

/** Edit starts from the RM as the device holds it; an empty phone shows the +62 prefix. */
export function draftOfRm(rm: RmRecord): RmDraft {
  return {
    name: rm.name,
    nik: rm.nik ?? '',
    email: rm.email,
    phone: rm.phone || DEFAULT_PHONE_PREFIX,
    address: rm.address ?? '',
    jobTitle: rm.jobTitle ?? '',
    segmentId: rm.segment?.id ?? 0,
    branchId: rm.branch?.id ?? 0,
  }
}

/**
 * The phone field's value after an edit: digits only, in the mask 9999-9999-9999-9999 after the
 * +62 prefix ('+62 8123-4567-890'); a number of another country keeps its own code in front and
 * the mask over all its digits. Emptied, it goes back to the prefix alone.
 */
export function maskedRmPhone(typed: string): string {
  const digits = phoneDigits(typed)
  if (digits === '' || digits === DEFAULT_COUNTRY_CODE) return DEFAULT_PHONE_PREFIX
  if (digits.startsWith(DEFAULT_COUNTRY_CODE)) {
    const local = applyPhoneMask(RM_PHONE_MASK, digits.slice(DEFAULT_COUNTRY_CODE.length))
    return `${DEFAULT_PHONE_PREFIX} ${local}`
  }
  return `+${applyPhoneMask(RM_PHONE_MASK, digits)}`
}

/** A phone as it is saved: empty when nothing but the +62 prefix was entered. */
export const rmPhoneForSave = (phone: string): string => (isPhoneEmpty(phone) ? '' : phone.trim())

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The RM (another than `selfId`) this device knows with the email, compared without case. */
export function emailOwner(
  rms: readonly Pick<RmRecord, 'userId' | 'email' | 'name'>[],
  email: string,
  selfId: number | null,
): Pick<RmRecord, 'userId' | 'name'> | undefined {
  const wanted = email.trim().toLowerCase()
  return rms.find((rm) => rm.userId !== selfId && rm.email.trim().toLowerCase() === wanted)
}

/**
 * What is wrong with the draft: name, email (an address no other RM on this device has), segment
 * and branch are required.
 */
export function rmDraftErrors(
  draft: RmDraft,
  others: { rms: readonly Pick<RmRecord, 'userId' | 'email' | 'name'>[]; selfId: number | null },
): RmErrors {
  const errors: RmErrors = {}
  if (draft.name.trim() === '') errors.name = RM_MESSAGES.name
  const email = draft.email.trim()
  if (email === '') errors.email = RM_MESSAGES.email
  else if (!EMAIL.test(email)) errors.email = RM_MESSAGES.emailFormat
  else if (emailOwner(others.rms, email, others.selfId)) errors.email = RM_MESSAGES.emailTaken
  if (draft.segmentId === 0) errors.segment = RM_MESSAGES.segment
  if (draft.branchId === 0) errors.branch = RM_MESSAGES.branch
  return errors
}

export type ReadRmDraft = { fields: RmFormFields } | { errors: RmErrors }

/**
 * The fields a Save sends, or the draft's errors. Texts are trimmed; a phone holding only the +62
 * prefix is saved empty. `options` name the segments and branches (their names show at once).
 */
export function readRmDraft(
  draft: RmDraft,
  options: {
    segments: readonly IdText[]
    branches: readonly IdText[]
    rms: readonly Pick<RmRecord, 'userId' | 'email' | 'name'>[]
    selfId: number | null
  },
): ReadRmDraft {
  const errors = rmDraftErrors(draft, options)
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
      phone: rmPhoneForSave(draft.phone),
      address: draft.address.trim(),
      jobTitle: draft.jobTitle.trim(),
      segment: named(options.segments, draft.segmentId),
      branch: named(options.branches, draft.branchId),
    },
  }
}

/** The photo's check: the shared file check, then a picture of at most 10 MB; null when fine. */
export function rmPhotoRefusal(file: { name: string; size: number } | null | undefined) {
  const shared = checkUploadFile(file)
  if (shared) return shared
  if (!file || !(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return RM_PHOTO_TYPE_NOT_ALLOWED
  }
  return file.size > MAX_DOCUMENT_BYTES ? MAX_DOCUMENT_SIZE_TEXT : null
}
