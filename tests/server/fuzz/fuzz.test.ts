/**
 * Bad input is never a 500: every write route gets bodies and path segments with NUL bytes, huge
 * and odd strings, wrong types, out-of-range numbers and impossible dates. A 5xx would be retried
 * by the PWA for ever. Requests holding a NUL must be 400 [{description}] and write nothing.
 * FUZZ_SEED replays a run.
 */
import { expect, it } from 'vitest'
import { UPLOAD_FILE_FIELD } from '../../../src/contract/uploads.ts'
import { Random } from '../chaos/random.ts'
import { EMAILS, postForm, serverForFile, type TestServer } from '../harness.ts'
import { fuzzRequests, type FuzzRequest } from './mutations.ts'
import { reportRoutes, writeRoutes } from './routes.ts'

const server = serverForFile({ seed: { deals: 30 } })
const SEED = Number(process.env.FUZZ_SEED) || 18_2025
const LIMIT = 3000
const PARALLEL = 8

/** Rows and versions of the written tables: equal fingerprints, nothing written. */
async function fingerprint(s: TestServer): Promise<string> {
  const tables = ['clients', 'contacts', 'deals', 'proposals', 'status_updates', 'visits']
  const parts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await s.db.query<{ n: number; v: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(version), 0)::bigint AS v FROM ${table}`,
      )
      return `${table}:${row!.n}/${row!.v}`
    }),
  )
  return parts.join(' ')
}

async function send(s: TestServer, token: string, request: FuzzRequest) {
  const response = await fetch(`${s.url}/api${request.path}`, {
    method: request.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
  })
  return { status: response.status, text: await response.text() }
}

it('answers every hostile write with a 4xx (never a 5xx); a NUL is a 400 that writes nothing', async () => {
  const s = server()
  const token = await s.login(EMAILS.admin)
  const requests = fuzzRequests(await writeRoutes(s.db), new Random(SEED), LIMIT)
  const serverErrors: string[] = []
  const nulAnswers: string[] = []

  const nulOnly = requests.filter((request) => request.holdsNul)
  const before = await fingerprint(s)
  for (const request of nulOnly) {
    const answer = await send(s, token, request)
    if (answer.status !== 400 || !/^\[\{"description":"[^"]+"\}\]$/.test(answer.text)) {
      nulAnswers.push(`${request.label} -> ${answer.status} ${answer.text.slice(0, 80)}`)
    }
  }
  expect(nulAnswers).toEqual([])
  expect(await fingerprint(s)).toBe(before)

  const rest = requests.filter((request) => !request.holdsNul)
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < rest.length) {
        const request = rest[next++]!
        const answer = await send(s, token, request)
        if (answer.status >= 500) {
          serverErrors.push(`${request.label} -> ${answer.status} ${answer.text.slice(0, 80)}`)
        }
      }
    }),
  )
  console.log(
    JSON.stringify({
      fuzzSeed: SEED,
      requests: requests.length,
      withNul: nulOnly.length,
      serverErrors: serverErrors.length,
    }),
  )
  expect(serverErrors).toEqual([])
}, 300_000)

it('answers every hostile report, list and export path with a 4xx or its answer (never a 5xx)', async () => {
  const s = server()
  const token = await s.login(EMAILS.admin)
  // Every mutation of every report read: each path segment through each hostile value.
  const requests = fuzzRequests(reportRoutes(), new Random(SEED), Number.MAX_SAFE_INTEGER)
  const failures: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!
        const answer = await send(s, token, request)
        const nulRefused = /^\[\{"description":"[^"]+"\}\]$/.test(answer.text)
        if (answer.status >= 500 || (request.holdsNul && (answer.status !== 400 || !nulRefused))) {
          failures.push(`${request.label} -> ${answer.status} ${answer.text.slice(0, 80)}`)
        }
      }
    }),
  )
  console.log(JSON.stringify({ fuzzSeed: SEED, reportRequests: requests.length }))
  expect(failures).toEqual([])
  // The unmutated paths all answer.
  for (const route of reportRoutes()) {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => route.params[name]!)
    const answer = await send(s, token, {
      ...route,
      path,
      body: undefined,
      label: path,
      holdsNul: false,
    })
    expect(answer.status === 200 || answer.status === 404, `${path} -> ${answer.status}`).toBe(true)
  }
}, 300_000)

it('refuses a CSV upload holding a NUL in its content or name, or direction controls in its name', async () => {
  const s = server()
  const token = await s.login(EMAILS.admin)
  const before = await fingerprint(s)
  const csv = (content: string, name: string) => {
    const form = new FormData()
    form.append(UPLOAD_FILE_FIELD, new Blob([content], { type: 'text/csv' }), name)
    return postForm(s, '/Upload/csv', token, form)
  }
  const header = 'company,industry\n'
  for (const [content, name] of [
    [`${header}PT Nul\u0000 Corp,1\n`, 'clients.csv'],
    [`${header}PT Fine,1\n`, 'clients\u0000.csv'],
    [`${header}PT Fine,1\n`, 'clients\u202Evsc.csv'],
  ] as const) {
    // The upload's refusals are 200 with code 'invalid' (the spec's shape), never a 5xx.
    const answer = await csv(content, name)
    expect(answer.status, name).toBe(200)
    expect(answer.body.code, name).toBe('invalid')
  }
  expect(await fingerprint(s)).toBe(before)
})
