/** Hostile values for body fields and path segments, and the requests made of them. */
import type { Random } from '../chaos/random.ts'
import type { RouteCase } from './routes.ts'

export const NUL_VALUES: readonly unknown[] = ['\u0000', 'Jakarta\u0000', '\u0000'.repeat(50)]

const HOSTILE: readonly unknown[] = [
  ...NUL_VALUES,
  'x'.repeat(300_000),
  'é'.repeat(20_000),
  '\uD800',
  '\uFFFF',
  'Proposal\u202Efdp.exe',
  '<script>alert(1)</script>',
  "'; DROP TABLE deals; --",
  '',
  '   ',
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  '12',
  '1e999',
  true,
  null,
  [],
  [null],
  [-1, 2 ** 40],
  {},
  { nested: '\u0000' },
  '2025-02-30',
  '0000-01-01',
  '9999-12-31',
  '99999-01-01',
  '-2025-01-01',
  '25:61',
]

const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '%E0%A4%A',
  '%FF%FE',
  'x'.repeat(3000),
  '%E2%80%AE',
]

export interface FuzzRequest {
  method: RouteCase['method']
  path: string
  /** A JSON text, or undefined for no body. */
  body: string | undefined
  /** The mutation, for the failure message. */
  label: string
  holdsNul: boolean
}

const fill = (route: RouteCase, params: Record<string, string>): string =>
  route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '0')

function withField(body: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(body)
  let target: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
  target[path[path.length - 1]!] = value
  return copy
}

/** The field paths of a body: top-level keys, and the first entry of each list. */
function fieldPaths(body: Record<string, unknown>): (string | number)[][] {
  const paths: (string | number)[][] = []
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue
    paths.push([key])
    if (Array.isArray(value) && value.length > 0) {
      const first: unknown = value[0]
      if (typeof first === 'object' && first !== null) {
        for (const sub of Object.keys(first)) paths.push([key, 0, sub])
      } else paths.push([key, 0])
    }
  }
  return paths
}

/** Every mutation of every route, in a seeded order, at most `limit` of them. */
export function fuzzRequests(routes: RouteCase[], random: Random, limit: number): FuzzRequest[] {
  const all: FuzzRequest[] = []
  for (const route of routes) {
    const body = route.body ? JSON.stringify(route.body) : undefined
    for (const name of Object.keys(route.params)) {
      for (const segment of HOSTILE_SEGMENTS) {
        all.push({
          method: route.method,
          path: fill(route, { ...route.params, [name]: segment }),
          body,
          label: `${route.method} ${route.path} :${name}=${segment.slice(0, 20)}`,
          holdsNul: /%00/.test(segment),
        })
      }
    }
    if (!route.body) continue
    const path = fill(route, route.params)
    for (const whole of ['[]', '"text"', '123', 'null', '{"a":', '{"\\u0000":1}']) {
      all.push({
        method: route.method,
        path,
        body: whole,
        label: `${route.method} ${route.path} body=${whole}`,
        holdsNul: whole.includes('u0000'),
      })
    }
    for (const field of fieldPaths(route.body)) {
      for (const value of HOSTILE) {
        all.push({
          method: route.method,
          path,
          body: JSON.stringify(withField(route.body, field, value)),
          label: `${route.method} ${route.path} ${field.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`,
          holdsNul: JSON.stringify(value)?.includes('\\u0000') ?? false,
        })
      }
    }
  }
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[all[i], all[j]] = [all[j]!, all[i]!]
  }
  return all.slice(0, limit)
}
