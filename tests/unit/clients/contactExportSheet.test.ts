import { describe, expect, it } from 'vitest'
import type { ContactExportRow } from '../../../src/contract/contacts.ts'
import {
  contactExportSheet,
  exportPeriod,
} from '../../../src/features/clients/contactExportSheet.ts'
import { CONTACT_EXPORT_FIELDS, contactExportFileName } from '../../../src/domain/exports.ts'

const row = (fields: Partial<ContactExportRow> = {}): ContactExportRow => ({
  ...(Object.fromEntries(
    CONTACT_EXPORT_FIELDS.map((field) => [field, '']),
  ) as unknown as ContactExportRow),
  ...fields,
})

describe('the contact export sheet', () => {
  it('starts with the export columns in words, in order', () => {
    const [header] = contactExportSheet([])
    const headers = header!.map((cell) => (cell as { value: string }).value)
    expect(headers).toHaveLength(CONTACT_EXPORT_FIELDS.length)
    expect(headers.slice(0, 2)).toEqual(['Info', 'Company'])
    expect(headers.slice(8, 11)).toEqual(['HP', 'HP 1', 'HP 2'])
  })

  it('writes one row per contact in column order, formulas neutralised', () => {
    const sheet = contactExportSheet([
      row({
        info: 'Mr.',
        company: 'PT A',
        executive: '=HYPERLINK("x")',
        email1: '@me',
        phone: '+62 21',
      }),
    ])
    expect(sheet).toHaveLength(2)
    const values = sheet[1]!.map((cell) => (cell as { value: string }).value)
    expect(values[CONTACT_EXPORT_FIELDS.indexOf('company')]).toBe('PT A')
    expect(values[CONTACT_EXPORT_FIELDS.indexOf('executive')]).toBe('\'=HYPERLINK("x")')
    expect(values[CONTACT_EXPORT_FIELDS.indexOf('email1')]).toBe("'@me")
    // A phone number is written as typed: it is no formula.
    expect(values[CONTACT_EXPORT_FIELDS.indexOf('phone')]).toBe('+62 21')
    expect(values).toHaveLength(CONTACT_EXPORT_FIELDS.length)
  })

  it('names the file by the filter period', () => {
    expect(contactExportFileName(exportPeriod(202603))).toBe('Contact March 2026.xlsx')
    expect(contactExportFileName(exportPeriod(0))).toBe('Contact All Period.xlsx')
  })
})
