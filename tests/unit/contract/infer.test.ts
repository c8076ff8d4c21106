/**
 * The contract's types are inferred from its schemas (`Infer<typeof schema>`): what each builder
 * gives, checked by the type checker (`npm run typecheck`), and what an unchecked answer field
 * does at run time.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  answerList,
  answerObject,
  answerText,
  nullable,
  unchecked,
} from '../../../src/contract/answer.ts'
import {
  array,
  boolean,
  check,
  integer,
  literal,
  object,
  optional,
  refine,
  text,
  type Validator,
} from '../../../src/contract/validate.ts'

describe('inferred types', () => {
  it('object: every field present and mutable, undefined kept in the type', () => {
    const schema = object({
      id: integer(),
      name: optional(text(), ''),
      year: optional(integer(), undefined),
      ids: optional(array(integer()), []),
      kind: literal('rm', 'tribe'),
      inner: object({ flag: optional(boolean(), null) }),
    })
    type Payload = {
      id: number
      name: string
      year: number | undefined
      ids: number[]
      kind: 'rm' | 'tribe'
      inner: { flag: boolean | null }
    }
    expectTypeOf(schema).toEqualTypeOf<Validator<Payload>>()
    expectTypeOf(refine(schema, () => null)).toEqualTypeOf<Validator<Payload>>()
  })

  it('answerObject: a field an answer may leave out is optional', () => {
    const schema = answerObject({
      id: integer(),
      lead: nullable(answerObject({ id: integer(), text: answerText() })),
      state: optional(literal('open', 'won'), undefined),
      remarks: unchecked<string>(),
      rows: answerList({ month: integer() }),
    })
    expectTypeOf(schema).toEqualTypeOf<
      Validator<{
        id: number
        lead: { id: number; text: string } | null
        state?: 'open' | 'won'
        remarks: string
        rows: { month: number }[]
      }>
    >()
  })

  it('answerObject<T>: a shape checked against a type written apart', () => {
    const schema = answerObject<{ id: number; name: string }>({ id: integer() })
    expectTypeOf(schema).toEqualTypeOf<Validator<{ id: number; name: string }>>()
  })
})

describe('unchecked answer fields', () => {
  const schema = answerObject({ id: integer(), remarks: unchecked<string>() })

  it('are kept as the provider sent them, or left absent', () => {
    expect(check(schema, { id: '3', remarks: 7, other: 'x' })).toEqual({
      ok: true,
      value: { id: 3, remarks: 7, other: 'x' },
    })
    expect(check(schema, { id: 3 })).toEqual({ ok: true, value: { id: 3 } })
  })
})
