import { describe, expect, it } from 'vitest'
import {
  SALUTATIONS,
  contactMatchesSearch,
  contactRowsForSave,
  isBlankContactRow,
  isContactRowValid,
  isEmail,
  newContactRow,
  validLabel,
  validateContactRow,
  type ContactRow,
} from '../../../src/domain/contacts.ts'

const filled: ContactRow = {
  valid: true,
  salutation: 'Mr.',
  name: 'Budi Santoso',
  email: '',
  phone: '(+62)812-3456-7890',
  department: 'Finance',
  position: '',
}

describe('salutation options', () => {
  it('are -, Mr., Ms., Mrs., Dr.', () => {
    expect(SALUTATIONS).toEqual(['-', 'Mr.', 'Ms.', 'Mrs.', 'Dr.'])
  })

  it.each(SALUTATIONS)('%s is accepted', (salutation) => {
    expect(validateContactRow({ ...filled, salutation })).toEqual({})
  })
})

describe('contact row: valid, salutation, name, phone, department required; email and position optional', () => {
  it('accepts a row with only the required fields', () => {
    expect(validateContactRow(filled)).toEqual({})
    expect(isContactRowValid(filled)).toBe(true)
  })

  it.each([
    [{ valid: false }, {}],
    [{ valid: null }, { valid: 'required' }],
    [{ valid: undefined }, { valid: 'required' }],
    [{ salutation: '' }, { salutation: 'required' }],
    [{ salutation: null }, { salutation: 'required' }],
    [{ salutation: 'Sir' }, { salutation: 'invalid' }],
    [{ name: '' }, { name: 'required' }],
    [{ name: '   ' }, { name: 'required' }],
    [{ phone: '' }, { phone: 'required' }],
    [{ phone: '(+62)' }, { phone: 'required' }],
    [{ department: '' }, { department: 'required' }],
    [{ email: 'budi@example.co.id' }, {}],
    [{ email: 'budi@example' }, { email: 'invalid' }],
    [{ email: 'budi example.com' }, { email: 'invalid' }],
    [{ email: '   ' }, {}],
    [{ position: 'CFO' }, {}],
    [
      { name: '', phone: '', department: '', email: 'x' },
      { name: 'required', phone: 'required', department: 'required', email: 'invalid' },
    ],
  ] as const)('changing %j gives errors %j', (change, errors) => {
    expect(validateContactRow({ ...filled, ...change })).toEqual(errors)
    expect(isContactRowValid({ ...filled, ...change })).toBe(Object.keys(errors).length === 0)
  })
})

describe('email format', () => {
  it.each([
    ['a@b.co', true],
    ['first.last@company.co.id', true],
    [' padded@b.co ', true],
    ['a@b', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['', false],
  ])('%j is an email: %s', (text, ok) => {
    expect(isEmail(text)).toBe(ok)
  })
})

describe('saving is ignored unless filled', () => {
  it('starts a new row with valid false, salutation - and the +62 prefix', () => {
    expect(newContactRow()).toEqual({
      valid: false,
      salutation: '-',
      name: '',
      email: '',
      phone: '(+62)',
      department: '',
      position: '',
    })
  })

  it.each([
    [newContactRow(), true],
    [{ ...newContactRow(), phone: '' }, true],
    [{ ...newContactRow(), name: 'A' }, false],
    [{ ...newContactRow(), email: 'a@b.co' }, false],
    [{ ...newContactRow(), position: 'CEO' }, false],
    [{ ...newContactRow(), department: 'HR' }, false],
    [{ ...newContactRow(), phone: '(+62)8' }, false],
    [{ ...newContactRow(), valid: true, salutation: 'Dr.' }, true],
  ])('row %j is entirely blank: %s', (row, isBlank) => {
    expect(isBlankContactRow(row)).toBe(isBlank)
  })

  it('drops entirely blank rows and keeps the filled ones', () => {
    const result = contactRowsForSave([filled, newContactRow(), { ...filled, name: 'Siti' }])
    expect(result).toEqual({ ok: true, contacts: [filled, { ...filled, name: 'Siti' }] })
  })

  it('saves nothing when a row is partly filled, naming the row and fields', () => {
    const result = contactRowsForSave([
      filled,
      { ...newContactRow(), name: 'Siti' },
      newContactRow(),
    ])
    expect(result).toEqual({
      ok: false,
      errors: [{ index: 1, errors: { phone: 'required', department: 'required' } }],
    })
  })

  it('accepts an editor with only blank rows as nothing to save', () => {
    expect(contactRowsForSave([newContactRow()])).toEqual({ ok: true, contacts: [] })
  })
})

describe('contact list helpers', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [null, 'No'],
  ])('valid %j is shown %s', (valid, label) => {
    expect(validLabel(valid)).toBe(label)
  })

  it.each([
    ['budi', true],
    ['BUDI', true],
    [' santoso ', true],
    ['', true],
    ['siti', false],
    ['finance', false],
  ])('search %j matches Budi Santoso: %s', (search, matches) => {
    expect(contactMatchesSearch({ name: 'Budi Santoso' }, search)).toBe(matches)
  })
})
