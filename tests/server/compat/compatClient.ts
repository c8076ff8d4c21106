/**
 * Requests shaped the way existing clients of the provider API shape them: raw JSON bodies
 * (numbers where the contract types say text and the other way round, unknown fields), bearer
 * tokens on every call but sign-in and refresh, multipart uploads. Plus pickers of seeded rows.
 */
import { takeDeal } from '../fixtures.ts'
import {
  APP_BASIC,
  EMAILS,
  USER_IDS,
  postForm,
  type Json,
  type Method,
  type TestServer,
} from '../harness.ts'

/** An unknown field existing clients add to their bodies; a server must ignore it. */
export const EXTRA = { appVersion: 'x' } as const

export interface Reply {
  status: number
  /** Parsed JSON, the raw text when it is not JSON, or null when empty. */
  body: Json
  text: string
}

export interface CompatClient {
  userId: number
  token: string
  get(path: string): Promise<Reply>
  post(path: string, body: unknown): Promise<Reply>
  put(path: string, body: unknown): Promise<Reply>
  delete(path: string): Promise<Reply>
  /** A multipart POST, as a browser sends an upload. */
  upload(path: string, form: FormData): Promise<Reply>
}

/** A call under /api with exactly the headers and JSON body given. */
export async function send(
  server: TestServer,
  method: Method,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  let parsed: unknown = null
  if (text !== '') {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
  }
  return { status: response.status, body: parsed, text }
}

/** The sign-in body an existing client sends: deviceID, sourceID and versionCode as numbers. */
export const existingClientLogin = (userName: string, password = 'demo1234') => ({
  userName,
  password,
  os: 'Windows',
  deviceID: 1,
  sourceID: 1,
  versionCode: 1,
  versionName: '1.0.0',
})

/** POST /auth/login and /auth/refreshtoken carry the application's Basic credentials. */
export const withAppCredentials = (
  server: TestServer,
  path: '/auth/login' | '/auth/refreshtoken',
  body: unknown,
): Promise<Reply> => send(server, 'POST', path, { Authorization: APP_BASIC }, body)

/** A signed-in client of one of the demo accounts. */
export async function signedIn(
  server: TestServer,
  who: keyof typeof EMAILS,
): Promise<CompatClient> {
  const token = await server.login(EMAILS[who])
  const bearer = { Authorization: `Bearer ${token}` }
  return {
    userId: USER_IDS[who],
    token,
    get: (path) => send(server, 'GET', path, bearer),
    post: (path, body) => send(server, 'POST', path, bearer, body),
    put: (path, body) => send(server, 'PUT', path, bearer, body),
    delete: (path) => send(server, 'DELETE', path, bearer),
    async upload(path, form) {
      const reply = await postForm(server, path, token, form)
      return { status: reply.status, body: reply.body, text: reply.text }
    },
  }
}

// Seeded rows -----------------------------------------------------------------------------------

export const OPEN = `d.state = 'open'`
/** An open deal past Lead in: a proposal may be uploaded to it. */
export const OPEN_PAST_LEAD_IN = `d.state = 'open' AND d.stage > 1`

export interface DealFacts {
  dealId: number
  clientId: number
  contactIds: number[]
}

/** An unused deal matching `where`, with its client and that client's contacts. */
export async function takeDealFacts(server: TestServer, where: string): Promise<DealFacts> {
  const dealId = await takeDeal(
    server,
    `${where} AND EXISTS
    (SELECT 1 FROM contacts ct WHERE ct.client_id = d.client_id)`,
  )
  const [row] = await server.db.query<{ client_id: number; ids: number[] }>(
    `SELECT d.client_id, array_agg(ct.id ORDER BY ct.id) AS ids
       FROM deals d JOIN contacts ct ON ct.client_id = d.client_id
      WHERE d.id = $1 GROUP BY d.client_id`,
    [dealId],
  )
  return { dealId, clientId: row!.client_id, contactIds: row!.ids }
}

/** A client with at least two contacts, for a new deal. */
export async function clientWithContacts(server: TestServer): Promise<DealFacts> {
  const [row] = await server.db.query<{ client_id: number; ids: number[] }>(
    `SELECT client_id, array_agg(id ORDER BY id) AS ids FROM contacts GROUP BY client_id
      HAVING count(*) >= 2 ORDER BY client_id LIMIT 1`,
  )
  return { dealId: 0, clientId: row!.client_id, contactIds: row!.ids }
}

/** The current month as YYYYMM. */
export function thisMonth(today = new Date()): number {
  return today.getFullYear() * 100 + today.getMonth() + 1
}

/** A tiny PDF in base64 ("%PDF-1.4\n"). */
export const PDF_BASE64 = 'JVBERi0xLjQK'
