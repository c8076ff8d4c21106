/**
 * Client contacts (core-spec sections 2, 3 and 5): the contact editor's rows, their validation,
 * and the contact search.
 */
import { defaultPhoneValue, isPhoneEmpty } from './phone.ts'

export const SALUTATIONS = ['-', 'Mr.', 'Ms.', 'Mrs.', 'Dr.'] as const
export type Salutation = (typeof SALUTATIONS)[number]

export interface ContactRow {
  valid: boolean | null | undefined
  salutation: string | null | undefined
  name: string
  email: string
  phone: string
  department: string
  position: string
}

/** A new editor row: not valid, salutation '-', phone prefilled with +62. */
export function newContactRow(): ContactRow {
  return {
    valid: false,
    salutation: '-',
    name: '',
    email: '',
    phone: defaultPhoneValue(),
    department: '',
    position: '',
  }
}

export type ContactField = 'valid' | 'salutation' | 'name' | 'email' | 'phone' | 'department'
export type ContactFieldError = 'required' | 'invalid'
export type ContactRowErrors = Partial<Record<ContactField, ContactFieldError>>

/** Deliberately loose: something@something.something, without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim())
}

const blank = (text: string | null | undefined): boolean => (text ?? '').trim() === ''

/**
 * A row nobody typed in: no name, email, department or position, and no phone digits beyond the
 * +62 prefix (valid and salutation always hold a default, so they do not count).
 */
export function isBlankContactRow(row: ContactRow): boolean {
  return (
    blank(row.name) &&
    blank(row.email) &&
    blank(row.department) &&
    blank(row.position) &&
    isPhoneEmpty(row.phone)
  )
}

/**
 * valid, salutation, name, phone and department are required; email and position optional, but
 * an email that is present must look like one. Returns only the fields in error.
 */
export function validateContactRow(row: ContactRow): ContactRowErrors {
  const errors: ContactRowErrors = {}
  if (typeof row.valid !== 'boolean') errors.valid = 'required'
  if (blank(row.salutation)) errors.salutation = 'required'
  else if (!(SALUTATIONS as readonly string[]).includes(row.salutation!.trim()))
    errors.salutation = 'invalid'
  if (blank(row.name)) errors.name = 'required'
  if (!blank(row.email) && !isEmail(row.email)) errors.email = 'invalid'
  if (isPhoneEmpty(row.phone)) errors.phone = 'required'
  if (blank(row.department)) errors.department = 'required'
  return errors
}

export function isContactRowValid(row: ContactRow): boolean {
  return Object.keys(validateContactRow(row)).length === 0
}

export type ContactRowsCheck =
  | { ok: true; contacts: ContactRow[] }
  | { ok: false; errors: { index: number; errors: ContactRowErrors }[] }

/**
 * "Saving is ignored unless filled": entirely blank rows (such as the extra row the editor adds)
 * are dropped; if any other row misses a required field nothing is saved and the errors say
 * which row (its index in `rows`) and field.
 */
export function contactRowsForSave(rows: readonly ContactRow[]): ContactRowsCheck {
  const errors: { index: number; errors: ContactRowErrors }[] = []
  const contacts: ContactRow[] = []
  rows.forEach((row, index) => {
    if (isBlankContactRow(row)) return
    const rowErrors = validateContactRow(row)
    if (Object.keys(rowErrors).length > 0) errors.push({ index, errors: rowErrors })
    else contacts.push(row)
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, contacts }
}

/** The Valid column shows Yes or No. */
export function validLabel(valid: boolean | null | undefined): 'Yes' | 'No' {
  return valid ? 'Yes' : 'No'
}

/** Contact search matches on name, ignoring case and surrounding spaces; an empty search matches all. */
export function contactMatchesSearch(contact: { name: string }, search: string): boolean {
  const wanted = search.trim().toLowerCase()
  return wanted === '' || contact.name.toLowerCase().includes(wanted)
}
