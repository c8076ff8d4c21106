/**
 * The route table's entries: every call of the provider API is declared once, with its method,
 * path pattern, params and body schemas and success status. The server registers its routes from
 * them; the PWA builds its calls' paths from them and reads the answers it stores by their answer
 * schemas.
 */
import type { HttpMethod } from './calls.ts'
import { object, type Validator } from './validate.ts'

/** The values of a path's params, as written in the path (see calls.ts for the writers). */
export type PathValues<Params> = { [K in keyof Params]: string | number }

export interface Route<
  Params = Record<string, never>,
  Body = undefined,
  Answer = unknown,
  Query = undefined,
> {
  method: HttpMethod
  /**
   * The path with `:name` params; `:name{regex}` also constrains the param (a server matches the
   * path without regard to case, and tries routes in the table's order).
   */
  pattern: string
  status: 200 | 204
  /** A GET that changes data (drop, state): served as a write (role rules, transaction, replay). */
  writes: boolean
  params: Validator<Params>
  /** The query after '?' (only the change feed has one); null: the call takes none. */
  query: Validator<Query> | null
  /** null: the call sends no body. Multipart forms are checked field by field, as text. */
  body: Validator<Body> | null
  /**
   * What the call answers, checked where the PWA stores it (contract/answer.ts); null where the
   * PWA reads nothing of the answer to keep (writes answer versions the sync engine reads).
   */
  answer: Validator<Answer> | null
}

/** What a table of routes of any params and bodies tells about each. */
export type RouteInfo = Pick<Route, 'method' | 'pattern' | 'status' | 'writes'>

const noParams: Validator<Record<string, never>> = object({})

interface RouteSpec<Params, Body, Answer, Query> {
  method: HttpMethod
  pattern: string
  status?: 200 | 204
  writes?: boolean
  params?: Validator<Params>
  body?: Validator<Body>
  query?: Validator<Query>
  answer?: Validator<Answer>
}

/**
 * Declares a call; its params, body, query and answer types are those of their schemas. Type
 * arguments are given only where a call answers something the PWA does not check (no `answer`):
 * `Answer` then names it. Success is 200 unless `status` says 204.
 */
export function route<
  Answer = unknown,
  Params = Record<string, never>,
  Body = undefined,
  Query = undefined,
>(spec: RouteSpec<Params, Body, Answer, Query>): Route<Params, Body, Answer, Query> {
  return {
    method: spec.method,
    pattern: spec.pattern,
    status: spec.status ?? 200,
    writes: spec.writes ?? spec.method !== 'GET',
    params: spec.params ?? (noParams as unknown as Validator<Params>),
    query: spec.query ?? null,
    body: spec.body ?? null,
    answer: spec.answer ?? null,
  }
}

/** The names of a pattern's params, in order. */
export function paramNames(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1).replace(/\{.*\}$/, ''))
}

/**
 * A route's path with its params written in, each percent-encoded but for commas: lists are
 * written comma-separated (10,20), as the spec's paths write them.
 */
export function pathOf<Params>(
  route: Route<Params, unknown, unknown, unknown>,
  values: PathValues<Params>,
): string {
  const written = values as Record<string, string | number>
  return route.pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part
      const name = part.slice(1).replace(/\{.*\}$/, '')
      const value = written[name]
      if (value === undefined) throw new Error(`${route.pattern}: no value for :${name}`)
      return encodeURIComponent(String(value)).replaceAll('%2C', ',')
    })
    .join('/')
}
