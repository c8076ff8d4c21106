/**
 * The server test harness: one real server (real HTTP on a free port) and one database per
 * test file, shared by its tests. PGlite in memory by default; with TEST_DATABASE_URL (a real
 * PostgreSQL server) a fresh database is created on that server per file and dropped after.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import type { LoginResponse } from '../../src/contract/auth.ts'
import type { Db } from '../../src/server/db/db.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { startServer, type StartOptions } from '../../src/server/start.ts'
import { onServer, seededImage, seededTemplate } from '../seededDatabase.ts'

export const APP_BASIC = `Basic ${Buffer.from('crm-web:crm-web-secret').toString('base64')}`

export const EMAILS = {
  admin: 'admin@crm.test',
  manager: 'manager@crm.test',
  rm: 'rm@crm.test',
  rm2: 'rm2@crm.test',
  viewer: 'viewer@crm.test',
} as const
/** Ids of the demo accounts (the seed creates them first, in this order). */
export const USER_IDS = { admin: 1, manager: 2, rm: 3, rm2: 4, viewer: 5 } as const

/**
 * Answer bodies are read loosely in tests (a test asserts their shape); typed calls pass T.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface ApiOptions {
  token?: string | null
  body?: unknown
  headers?: Record<string, string>
}

export interface ApiResponse<T = Json> {
  status: number
  /** Parsed JSON, or null for an empty body. */
  body: T
  text: string
  headers: Headers
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS' | 'HEAD'

export interface TestServer {
  url: string
  db: Db
  /** A bearer token of a demo (or any) account; cached per email. */
  login(email: string, password?: string): Promise<string>
  /** The full login answer (not cached). */
  loginAnswer(email: string, password?: string): Promise<LoginResponse>
  /** A call under /api: api('GET', '/pipeline/master', { token }). */
  api<T = Json>(method: Method, path: string, options?: ApiOptions): Promise<ApiResponse<T>>
  /** Shorthand: a caller signed in as `email`. */
  as(email: string): Promise<Caller>
  close(): Promise<void>
}

export interface Caller {
  token: string
  get<T = Json>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>
  post<T = Json>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>
  put<T = Json>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>
  delete<T = Json>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>
}

/** A fresh database on the server of adminUrl, empty or a copy of the template database. */
export async function createTestDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `crm_test_${randomBytes(6).toString('hex')}`
  await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

export async function startTestServer(
  options: Pick<StartOptions, 'seed' | 'changeFeed' | 'liveStreams'> = {},
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL
  // The demo seed is copied from the one made for the run (tests/seededDatabase.ts).
  const demoSeed = (options.seed ?? true) === true
  const database = adminUrl
    ? await createTestDatabase(adminUrl, demoSeed ? await seededTemplate() : undefined)
    : null
  const image = !adminUrl && demoSeed ? await seededImage() : undefined
  const server = await startServer({
    port: 0,
    staticDir: null,
    quiet: true,
    seed: options.seed ?? true,
    ...(options.changeFeed !== undefined ? { changeFeed: options.changeFeed } : {}),
    ...(options.liveStreams !== undefined ? { liveStreams: options.liveStreams } : {}),
    ...(database ? { databaseUrl: database.url } : { dataDir: 'memory://' }),
    ...(image ? { dataDirImage: image } : {}),
  }).catch(async (error: unknown) => {
    await database?.drop()
    throw error
  })
  const tokens = new Map<string, string>()

  async function api<T>(
    method: Method,
    path: string,
    options: ApiOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json'
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    })
    const text = await response.text()
    let body: unknown = null
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    return { status: response.status, body: body as T, text, headers: response.headers }
  }

  async function loginAnswer(email: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
    const response = await api<LoginResponse>('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: {
        userName: email,
        password,
        os: 'test',
        deviceID: 'test',
        sourceID: 'web',
        versionCode: '1',
        versionName: '1',
      },
    })
    if (response.status !== 200)
      throw new Error(`login ${email}: ${response.status} ${response.text}`)
    return response.body
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(email)
    if (cached && password === DEMO_PASSWORD) return cached
    const token = (await loginAnswer(email, password)).accessToken.token
    if (password === DEMO_PASSWORD) tokens.set(email, token)
    return token
  }

  return {
    url: server.url,
    db: server.db,
    login,
    loginAnswer,
    api,
    async as(email) {
      const token = await login(email)
      return {
        token,
        get: (path, headers) => api('GET', path, { token, ...(headers ? { headers } : {}) }),
        post: (path, body, headers) =>
          api('POST', path, { token, body, ...(headers ? { headers } : {}) }),
        put: (path, body, headers) =>
          api('PUT', path, { token, body, ...(headers ? { headers } : {}) }),
        delete: (path, headers) => api('DELETE', path, { token, ...(headers ? { headers } : {}) }),
      }
    },
    async close() {
      await server.close()
      await database?.drop()
    },
  }
}

/**
 * Starts the file's server in beforeAll and stops it in afterAll; the returned getter gives
 * the running server inside tests.
 */
export function serverForFile(
  options: Pick<StartOptions, 'seed' | 'changeFeed' | 'liveStreams'> = {},
): () => TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(options)
  })
  afterAll(async () => {
    await server?.close()
  })
  return () => {
    if (!server) throw new Error('The test server is not running')
    return server
  }
}

/** Signed-in callers for the five demo roles. */
export async function callers(server: TestServer) {
  const [admin, manager, rm, rm2, viewer] = await Promise.all([
    server.as(EMAILS.admin),
    server.as(EMAILS.manager),
    server.as(EMAILS.rm),
    server.as(EMAILS.rm2),
    server.as(EMAILS.viewer),
  ])
  return { admin, manager, rm, rm2, viewer }
}

/** A fresh random key for Idempotency-Key headers. */
export const newKey = (): string => randomBytes(12).toString('hex')

/** POSTs a multipart body to `/api{path}`, as the browser sends an upload. */
export async function postForm<T = Json>(
  server: TestServer,
  path: string,
  token: string | null,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text === '' ? null : JSON.parse(text)) as T,
    text,
    headers: response.headers,
  }
}
