import { describe, expect, it } from 'vitest'
import { id, idOrZero, ids, time, ymd } from '../../../src/contract/fields.ts'
import {
  array,
  boolean,
  check,
  decimal,
  integer,
  literal,
  object,
  optional,
  refine,
  text,
  type Validator,
} from '../../../src/contract/validate.ts'
import {
  attachmentFields,
  attachmentProblems,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_TEXT,
} from '../../../src/contract/uploadRules.ts'

describe('one schema style', () => {
  it('reports every bad field of a payload, nested ones by their path', () => {
    const schema = object({
      userId: id(),
      visitDate: ymd(),
      items: array(object({ month: integer({ min: 1, max: 12 }) })),
    })
    expect(
      check(schema, {
        userId: 'x',
        visitDate: '2024-02-30',
        items: [{ month: 1 }, { month: 13 }, 'x'],
      }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'userId', description: 'userId must be a whole number' },
        { field: 'visitDate', description: 'visitDate must be a date written YYYY-MM-DD' },
        {
          field: 'items[1].month',
          description: 'items[1].month must be a whole number of at most 12',
        },
        { field: 'items[2]', description: 'items[2] must be an object' },
      ],
    })
  })

  it.each([null, [], 'text', 3])('refuses a payload that is not an object: %j', (input) => {
    expect(check(object({}), input)).toEqual({
      ok: false,
      errors: [{ field: '', description: 'The payload must be an object' }],
    })
  })

  it('names a missing required field as required', () => {
    expect(check(object({ dealId: id(), name: text({ min: 1 }) }), {})).toEqual({
      ok: false,
      errors: [
        { field: 'dealId', description: 'dealId is required' },
        { field: 'name', description: 'name is required' },
      ],
    })
  })

  it('drops fields the payload does not declare', () => {
    expect(check(object({ id: id() }), { id: 3, appVersion: 'x' })).toEqual({
      ok: true,
      value: { id: 3 },
    })
  })

  it('runs a cross-field rule only on valid fields and names the field it blames', () => {
    const schema = refine(object({ from: integer(), to: integer() }), (value) =>
      value.to < value.from ? { field: 'to', description: 'to must not be before from' } : null,
    )
    expect(check(schema, { from: 5, to: 2 })).toEqual({
      ok: false,
      errors: [{ field: 'to', description: 'to must not be before from' }],
    })
    expect(check(schema, { from: 'x', to: 2 })).toEqual({
      ok: false,
      errors: [{ field: 'from', description: 'from must be a whole number' }],
    })
  })

  it('reports both problems of an attached file', () => {
    const schema = refine(object(attachmentFields), (value) => attachmentProblems(value, ['pdf']))
    const tooBig = 'A'.repeat(Math.ceil((MAX_DOCUMENT_BYTES + 1) / 3) * 4)
    expect(check(schema, { filename: 'x.exe', fileBase64: tooBig })).toEqual({
      ok: false,
      errors: [
        { field: 'filename', description: 'filename must end in .pdf' },
        { field: 'fileBase64', description: MAX_DOCUMENT_SIZE_TEXT },
      ],
    })
    expect(check(schema, {})).toEqual({ ok: true, value: { filename: '', fileBase64: '' } })
  })
})

describe('liberal in what it accepts', () => {
  it.each([
    ['numeric text for an id', id(), '12', 12],
    ['a number for text', text(), 1, '1'],
    ['numeric text for a number', decimal(), ' 2.5 ', 2.5],
    ["'true' for a flag", boolean(), 'true', true],
    ['0 for a flag', boolean(), 0, false],
    ['numeric text for a numeric choice', literal(1, 2), '2', 2],
    ["'' for an optional id", idOrZero(), '', 0],
    ['null for an optional id', idOrZero(), null, 0],
    ['nothing for an optional text', optional(text(), ''), undefined, ''],
    ['numeric text in an id list', ids(), ['3', 4], [3, 4]],
    ['no id list', ids(), undefined, []],
    ['a date', ymd(), '2026-11-24', '2026-11-24'],
    ['a UTC date-time, taken in Jakarta (UTC+7)', ymd(), '2026-11-24T01:09:45.887Z', '2026-11-24'],
    ['a UTC evening, already the next day in Jakarta', ymd(), '2026-11-23T18:30:00Z', '2026-11-24'],
    ['a date-time with an offset', ymd(), '2026-11-24T23:30:00+07:00', '2026-11-24'],
    ['a date-time without a zone: its own date', ymd(), '2026-11-24T23:30:00', '2026-11-24'],
    ['a time with seconds', time(), '09:30:00', '09:30'],
  ])('takes %s', (_case, validator, input, expected) => {
    expect(check(validator as Validator<unknown>, input, 'field')).toEqual({
      ok: true,
      value: expected,
    })
  })

  it.each([
    ['text for an id', id(), 'twelve', 'field must be a whole number'],
    ['a fraction for an id', id(), '1.5', 'field must be a whole number'],
    ['an object for text', text(), { a: 1 }, 'field must be text'],
    [
      'a date with trailing text',
      ymd(),
      '2026-11-24xyz',
      'field must be a date written YYYY-MM-DD',
    ],
    [
      'an impossible date-time',
      ymd(),
      '2026-02-30T10:00:00Z',
      'field must be a date written YYYY-MM-DD',
    ],
    ['a time past midnight', time(), '24:00', 'field must be a time written HH:mm'],
    ['the same id twice', ids(), [3, '3'], 'field must not hold the same id twice'],
  ])('still refuses %s', (_case, validator, input, description) => {
    expect(check(validator as Validator<unknown>, input, 'field')).toEqual({
      ok: false,
      errors: [{ field: 'field', description }],
    })
  })
})
