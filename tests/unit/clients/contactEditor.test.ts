import { describe, expect, it } from 'vitest'
import {
  contactFieldsOf,
  rowsAfterPositionFocus,
} from '../../../src/features/clients/contactEditor.ts'
import { maskedPhone } from '../../../src/features/clients/PhoneField.tsx'
import { newContactRow, type ContactRow } from '../../../src/domain/contacts.ts'

const filled = (name: string): ContactRow => ({
  ...newContactRow(),
  valid: true,
  name,
  department: 'IT',
})

describe('the extra blank row of the contact editor', () => {
  it('appears when the last row position is focused while adding', () => {
    const rows = rowsAfterPositionFocus([filled('Budi')], 0, true)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toEqual(newContactRow())
  })

  it('does not appear for another row, in edit mode, or when the last row is still blank', () => {
    expect(rowsAfterPositionFocus([filled('A'), filled('B')], 0, true)).toHaveLength(2)
    expect(rowsAfterPositionFocus([filled('A')], 0, false)).toHaveLength(1)
    expect(rowsAfterPositionFocus([filled('A'), newContactRow()], 1, true)).toHaveLength(2)
  })
})

describe('contact rows as op fields', () => {
  it('trims the texts and keeps the phone as masked', () => {
    expect(
      contactFieldsOf({
        valid: true,
        salutation: null,
        name: ' Budi ',
        email: ' b@x.co ',
        phone: '(+62)811-1111',
        department: ' IT ',
        position: ' CFO ',
      }),
    ).toEqual({
      valid: true,
      salutation: '-',
      name: 'Budi',
      email: 'b@x.co',
      phone: '(+62)811-1111',
      department: 'IT',
      position: 'CFO',
    })
  })
})

describe('the phone field mask', () => {
  it.each([
    ['6281234567890', '(+62)812-3456-7890'],
    ['(+62)8123', '(+62)812-3'],
    ['', '(+62)'],
    ['abc', '(+62)'],
  ])('%s is shown as %s', (typed, shown) => {
    expect(maskedPhone(typed)).toBe(shown)
  })
})
