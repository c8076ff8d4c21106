import { clientSaveRequest, type ClientSaveRequest } from '../../contract/clients.ts'
import { contactInput, type ContactInput } from '../../contract/contacts.ts'
import {
  CSV_CLIENT_COLUMNS,
  CSV_CONTACT_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  MAX_CSV_ROWS,
  type CsvColumn,
  type CsvRowError,
} from '../../contract/uploads.ts'
import { check } from '../../contract/validate.ts'
import type { CsvRecord } from './csv.ts'

/** A client company read from the file, with the contacts of its rows. */
export interface CsvClient extends Omit<
  ClientSaveRequest,
  'id' | 'userId' | 'relManagerIds' | 'contacts'
> {
  row: number
  contacts: ContactInput[]
}

export interface NamedId {
  id: number
  name: string
}

export type CsvReading =
  { ok: true; clients: CsvClient[] } | { ok: false; description: string; errors: CsvRowError[] }

const ALL_COLUMNS: readonly CsvColumn[] = [...CSV_CLIENT_COLUMNS, ...CSV_CONTACT_COLUMNS]
const COMPANY_COLUMNS = CSV_CLIENT_COLUMNS.filter((column) => column !== 'company')

/** The contact payload's fields as the file names them. */
const CONTACT_COLUMN_OF: Record<keyof ContactInput, CsvColumn> = {
  valid: 'contactValid',
  salutation: 'contactSalutation',
  name: 'contactName',
  email: 'contactEmail',
  phone: 'contactPhone',
  department: 'contactDepartment',
  position: 'contactPosition',
}

const refusal = (description: string): CsvReading => ({ ok: false, description, errors: [] })

/** Maps each known column to its cell index; a refusal for unknown, repeated or missing columns. */
function readHeader(header: CsvRecord): Map<CsvColumn, number> | CsvReading {
  const columns = new Map<CsvColumn, number>()
  for (const [index, raw] of header.cells.entries()) {
    const name = raw.trim()
    if (name === '') continue
    const column = ALL_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase())
    if (!column) {
      return refusal(
        `Row ${header.row}: unknown column "${name}"; the columns are ${ALL_COLUMNS.join(', ')}`,
      )
    }
    if (columns.has(column)) return refusal(`Row ${header.row}: column ${column} appears twice`)
    columns.set(column, index)
  }
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => !columns.has(column))
  if (missing.length > 0) {
    return refusal(`Row ${header.row}: the header row must name the columns company and industry`)
  }
  return columns
}

/** A name (any case) or an id of a master list; 0 when blank; null when unknown. */
function lookUp(list: readonly NamedId[], value: string): number | null {
  if (value === '') return 0
  const byName = list.find((entry) => entry.name.trim().toLowerCase() === value.toLowerCase())
  if (byName) return byName.id
  if (/^\d+$/.test(value)) return list.find((entry) => entry.id === Number(value))?.id ?? null
  return null
}

const YES = ['yes', 'y', 'true', '1']
const NO = ['no', 'n', 'false', '0']

/**
 * Reads the data rows: one client per company (rows repeating a company add contacts to it), each
 * checked with the client and contact payload rules. Every bad row is reported; `lookups` give
 * the industries and segments by name or id.
 */
export function readClientRows(
  records: readonly CsvRecord[],
  lookups: { industries: readonly NamedId[]; segments: readonly NamedId[] },
): CsvReading {
  const [header, ...rows] = records
  if (!header) return refusal('The file is empty')
  const columns = readHeader(header)
  if (!(columns instanceof Map)) return columns
  if (rows.length === 0) return refusal('The file has no client rows')
  if (rows.length > MAX_CSV_ROWS) {
    return refusal(`The file may hold at most ${MAX_CSV_ROWS} client rows`)
  }

  const errors: CsvRowError[] = []
  const clients = new Map<string, { client: CsvClient; record: CsvRecord }>()
  const cellOf = (record: CsvRecord, column: CsvColumn): string => {
    const index = columns.get(column)
    return index === undefined ? '' : (record.cells[index] ?? '').trim()
  }

  for (const record of rows) {
    const fail = (field: string, description: string) =>
      errors.push({ row: record.row, field, description })
    const known = new Set(columns.values())
    if (record.cells.some((value, index) => !known.has(index) && value.trim() !== '')) {
      fail('', 'the row has a cell outside the named columns')
      continue
    }
    const company = cellOf(record, 'company')
    if (company === '') {
      fail('company', 'company is required')
      continue
    }
    const contact = readContact(record, cellOf, fail)
    const key = company.toLowerCase()
    const first = clients.get(key)
    if (first) {
      const differs = COMPANY_COLUMNS.find((column) => {
        const value = cellOf(record, column)
        return value !== '' && value !== cellOf(first.record, column)
      })
      if (differs) {
        fail(differs, `${differs} differs from row ${first.record.row} of the same company`)
      } else if (contact) {
        first.client.contacts.push(contact)
      }
      continue
    }
    const client = readClient(record, company, cellOf, lookups, fail)
    if (client) {
      if (contact) client.contacts.push(contact)
      clients.set(key, { client, record })
    }
  }
  if (errors.length > 0) return { ok: false, description: rowErrorsText(errors), errors }
  return { ok: true, clients: [...clients.values()].map((entry) => entry.client) }
}

type CellOf = (record: CsvRecord, column: CsvColumn) => string
type Fail = (field: string, description: string) => void

function readClient(
  record: CsvRecord,
  company: string,
  cellOf: CellOf,
  lookups: { industries: readonly NamedId[]; segments: readonly NamedId[] },
  fail: Fail,
): CsvClient | null {
  const industryText = cellOf(record, 'industry')
  const industryId = lookUp(lookups.industries, industryText)
  const segmentText = cellOf(record, 'segment')
  const segmentId = lookUp(lookups.segments, segmentText)
  if (industryText === '') {
    fail('industry', 'industry is required')
    return null
  }
  if (industryId === null) {
    fail('industry', `industry "${industryText}" does not exist`)
    return null
  }
  if (segmentId === null) {
    fail('segment', `segment "${segmentText}" does not exist`)
    return null
  }
  const fields = {
    company,
    industryId,
    segmentId,
    phone: cellOf(record, 'phone'),
    fax: cellOf(record, 'fax'),
    address1: cellOf(record, 'address1'),
    address2: cellOf(record, 'address2'),
    address3: cellOf(record, 'address3'),
    website: cellOf(record, 'website'),
    remarks: cellOf(record, 'remarks'),
  }
  // The same rules as the client form's save payload.
  const checked = check(clientSaveRequest, { ...fields, userId: 1 })
  if (!checked.ok) {
    for (const error of checked.errors) fail(error.field, error.description)
    return null
  }
  return { row: record.row, ...fields, contacts: [] }
}

/** The row's contact, null when its contact columns are all blank (or it is bad: then reported). */
function readContact(record: CsvRecord, cellOf: CellOf, fail: Fail): ContactInput | null {
  if (CSV_CONTACT_COLUMNS.every((column) => cellOf(record, column) === '')) return null
  const validText = cellOf(record, 'contactValid').toLowerCase()
  if (validText !== '' && !YES.includes(validText) && !NO.includes(validText)) {
    fail('contactValid', 'contactValid must be yes or no')
    return null
  }
  const checked = check(contactInput, {
    valid: !NO.includes(validText),
    salutation: cellOf(record, 'contactSalutation'),
    name: cellOf(record, 'contactName'),
    email: cellOf(record, 'contactEmail'),
    phone: cellOf(record, 'contactPhone'),
    department: cellOf(record, 'contactDepartment'),
    position: cellOf(record, 'contactPosition'),
  })
  if (checked.ok) return checked.value
  // Name the file's column in place of the payload field.
  for (const error of checked.errors) {
    const field = error.field as keyof ContactInput
    const column = CONTACT_COLUMN_OF[field] ?? ''
    const description = error.description.startsWith(`${field} `)
      ? column + error.description.slice(field.length)
      : error.description
    fail(column, description)
  }
  return null
}

/** 'Row 3: industry is required' (the first bad row), and how many more rows are bad. */
export function rowErrorsText(errors: readonly CsvRowError[]): string {
  const [first] = errors
  if (!first) return ''
  const text = `Row ${first.row}: ${first.description}`
  const more = new Set(errors.map((error) => error.row)).size - 1
  return more > 0 ? `${text} (and ${more} more bad row${more === 1 ? '' : 's'})` : text
}
