/**
 * What an update op does with each field of its contract payload (the request's body, or a
 * GET-write's path params), declared per op type over the contract's own type: a field added to
 * the payload does not compile until its op says what it does with it. merge.ts compares the row
 * fields these name with the server's on a 409/412, and rebases the op's args on the server's.
 */
import type { Route } from '../contract/route.ts'

export type PayloadField<Arg extends string = string> =
  /** Says which entity, or who acts, or is always sent the same: not a change of the entity. */
  | { readonly kind: 'notChanged' }
  /** Sets these row fields, whatever they were: always the op's change (a drop sets a stage). */
  | { readonly kind: 'sets'; readonly rows: readonly string[] }
  /**
   * Sends the entity's row fields, each held in the op's arg named beside it: the op's change
   * where its value is not its base's, else a rebase sends the server's value. A null arg
   * (`keeps`): the request leaves the server's value as it is unless the op changes it.
   */
  | { readonly kind: 'sends'; readonly rows: Readonly<Record<string, Arg | null>> }

export type PayloadFields<Arg extends string = string> = Readonly<Record<string, PayloadField<Arg>>>

export const NOT_CHANGED = { kind: 'notChanged' } as const

export const sets = (...rows: string[]): PayloadField<never> => ({ kind: 'sets', rows })

/** sends('company'): the row field and the arg of the same name; sends({ stage: 'stageId' }). */
export function sends<const Arg extends string = never>(
  rows: Arg | Readonly<Record<string, Arg>>,
): PayloadField<Arg> {
  return { kind: 'sends', rows: typeof rows === 'string' ? { [rows]: rows } : rows }
}

/**
 * Sent only where the op changes them (a file chosen); otherwise the server keeps its own, so a
 * rebase has nothing to take from it.
 */
export const keeps = (...rows: string[]): PayloadField<never> => ({
  kind: 'sends',
  rows: Object.fromEntries(rows.map((row) => [row, null])),
})

/** Every field of `Payload` declared, none else (the compiler checks both). */
export const fieldsOf =
  <Payload>() =>
  <Declared extends { readonly [K in keyof Payload]-?: PayloadField }>(
    declared: Declared & Record<Exclude<keyof Declared, keyof Payload>, never>,
  ): Declared =>
    declared

/** The path params of a GET-write: the payload of a call that sends no body. */
export type ParamsOf<R> = R extends Route<infer Params, unknown, unknown, unknown> ? Params : never
