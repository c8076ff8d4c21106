/** The contact editor's rows: the extra blank row rule and the rows as contact fields. */
import { isBlankContactRow, newContactRow, type ContactRow } from '../../domain/contacts.ts'
import { phoneFieldValue } from '../../domain/phone.ts'
import type { ContactFields } from '../../entities/contacts/contactOps.ts'

/**
 * "An extra blank row appears when the position field of the last row is focused (add mode)":
 * once, while the last row is not blank itself.
 */
export function rowsAfterPositionFocus(
  rows: readonly ContactRow[],
  index: number,
  adding: boolean,
): ContactRow[] {
  const last = rows[rows.length - 1]
  if (!adding || index !== rows.length - 1 || !last || isBlankContactRow(last)) return [...rows]
  return [...rows, newContactRow()]
}

export function contactFieldsOf(row: ContactRow): ContactFields {
  return {
    valid: row.valid === true,
    salutation: (row.salutation ?? '-').trim() || '-',
    name: row.name.trim(),
    email: row.email.trim(),
    phone: row.phone,
    department: row.department.trim(),
    position: row.position.trim(),
  }
}

/** A stored contact in the editor, its phone in the mask as a typed one would be. */
export function contactRowOf(contact: ContactFields): ContactRow {
  return { ...contact, phone: phoneFieldValue(contact.phone) }
}
