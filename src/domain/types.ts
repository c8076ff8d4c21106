/** Type-level helpers. */

/** One type with every member of a union's fields: `A | B` becomes `A & B`. */
export type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never
