/**
 * The form of a person's details, shared by the Profile screen and the RM form
 * (sales-activity-spec "Profile (/profile)" and "Relationship manager list (/rm)", sections 5 and
 * 9): the fields as typed, and their checks before a Save (the server's rules, contract/rms
 * personFields).
 */
import type { IdText } from '../../contract/common.ts'
import { MAX_FIELD_TEXT } from '../../contract/fields.ts'
import type { PersonTexts } from '../../contract/personTexts.ts'
import { DEFAULT_PHONE_PREFIX, phoneForSave } from '../../domain/phone.ts'
import { personPhoneText } from './personPhone.ts'
import type { PersonFields } from '../../entities/rms/rmOps.ts'

export const PERSON_LIMITS = {
  name: MAX_FIELD_TEXT,
  nik: 50,
  email: 254,
  phone: 50,
  address: 500,
  jobTitle: MAX_FIELD_TEXT,
} as const

/** The form's values: the texts as typed, segment and branch by id (0 while none is chosen). */
export type PersonDraft = PersonTexts & {
  segmentId: number
  branchId: number
}

export type PersonErrors = Partial<Record<'name' | 'email' | 'segmentId' | 'branchId', string>>

export const PERSON_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailFormat: 'Enter an email address',
  segment: 'Choose a segment',
  branch: 'Choose a branch',
} as const

/** A person as the device holds it (the profile row, an RM row whose detail may not be read). */
export interface HeldPerson {
  name: string
  email: string
  nik?: string | undefined
  phone?: string | undefined
  address?: string | undefined
  jobTitle?: string | undefined
  segment?: IdText | null | undefined
  branch?: IdText | null | undefined
}

/** The form of a new person: empty, the phone at the +62 prefix. */
export const EMPTY_PERSON_DRAFT: PersonDraft = {
  name: '',
  nik: '',
  email: '',
  phone: DEFAULT_PHONE_PREFIX,
  address: '',
  jobTitle: '',
  segmentId: 0,
  branchId: 0,
}

/** An edit starts from the person as held: its phone in the mask, an empty one at the +62 prefix. */
export function personDraftOf(person: HeldPerson): PersonDraft {
  return {
    name: person.name,
    nik: person.nik ?? '',
    email: person.email,
    phone: personPhoneText(person.phone) || DEFAULT_PHONE_PREFIX,
    address: person.address ?? '',
    jobTitle: person.jobTitle ?? '',
    segmentId: person.segment?.id ?? 0,
    branchId: person.branch?.id ?? 0,
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether the email is written as an address (not whether it is free). */
export const isEmailAddress = (email: string): boolean => EMAIL.test(email.trim())

/** What is wrong with the draft: name, email (an address), segment and branch are required. */
export function personDraftErrors(draft: PersonDraft): PersonErrors {
  const errors: PersonErrors = {}
  if (draft.name.trim() === '') errors.name = PERSON_MESSAGES.name
  const email = draft.email.trim()
  if (email === '') errors.email = PERSON_MESSAGES.email
  else if (!isEmailAddress(email)) errors.email = PERSON_MESSAGES.emailFormat
  if (draft.segmentId === 0) errors.segmentId = PERSON_MESSAGES.segment
  if (draft.branchId === 0) errors.branchId = PERSON_MESSAGES.branch
  return errors
}

/** The errors without the one of `field` (it was just edited); the same object when it had none. */
export function withoutError(errors: PersonErrors, field: keyof PersonDraft): PersonErrors {
  if (!(field in errors)) return errors
  const next = { ...errors }
  delete next[field as keyof PersonErrors]
  return next
}

/** The segments and branches offered, which name the chosen ones (their names show at once). */
export interface PersonChoices {
  segments: readonly IdText[]
  branches: readonly IdText[]
}

export type ReadPersonDraft = { fields: PersonFields } | { errors: PersonErrors }

/**
 * The fields a Save sends, or the draft's errors (`errors`: the person's checks by default).
 * Texts are trimmed; a phone holding only the +62 prefix is saved empty.
 */
export function readPersonDraft(
  draft: PersonDraft,
  choices: PersonChoices,
  errors: PersonErrors = personDraftErrors(draft),
): ReadPersonDraft {
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
      segment: named(choices.segments, draft.segmentId),
      branch: named(choices.branches, draft.branchId),
    },
  }
}
