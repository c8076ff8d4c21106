/**
 * A client or contact op in words for its mark's dialog: what the person did, and in a conflict
 * the fields where their values and the server's differ (the generic op description knows only
 * deal fields).
 */
import type { RelManager } from '../../contract/clients.ts'
import { validLabel } from '../../domain/contacts.ts'
import { formatPhone } from '../../domain/phone.ts'
import type { OutboxOp } from '../../store/outbox.ts'

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

const phone = (value: unknown): string => formatPhone(text(value))

const managers = (value: unknown): string =>
  Array.isArray(value)
    ? (value as Partial<RelManager>[])
        .map((rm) => rm.name ?? '')
        .sort()
        .join(', ')
    : ''

const CLIENT_FIELDS: readonly [string, string, (value: unknown) => string][] = [
  ['company', 'Company name', text],
  ['industry', 'Industry', text],
  ['phone', 'Phone No.', phone],
  ['fax', 'Fax', phone],
  ['address1', 'Address 1', text],
  ['address2', 'Address 2', text],
  ['address3', 'Address 3', text],
  ['website', 'Website', text],
  ['remarks', 'Remarks', text],
  ['relManagers', 'Relationship manager', managers],
]

const CONTACT_FIELDS: readonly [string, string, (value: unknown) => string][] = [
  ['valid', 'Valid', (value) => validLabel(value === true)],
  ['salutation', 'Salutation', text],
  ['name', 'Name', text],
  ['email', 'Email', text],
  ['phone', 'Phone No.', phone],
  ['department', 'Departement', text],
  ['position', 'Position', text],
]

export interface ConflictField {
  label: string
  mine: string
  theirs: string
}

/** The fields of an update in conflict whose values differ between the person and the server. */
export function conflictFields(
  op: Pick<OutboxOp, 'type' | 'args' | 'serverState'>,
): ConflictField[] {
  const fields =
    op.type === 'client.update'
      ? CLIENT_FIELDS
      : op.type === 'contact.update'
        ? CONTACT_FIELDS
        : null
  const theirs = op.serverState
  if (!fields || typeof theirs !== 'object' || theirs === null) return []
  const server = theirs as Record<string, unknown>
  return fields
    .filter(([field]) => field in server)
    .map(([field, label, format]) => ({
      label,
      mine: format(op.args[field]),
      theirs: format(server[field]),
    }))
    .filter((change) => change.mine !== change.theirs)
}
