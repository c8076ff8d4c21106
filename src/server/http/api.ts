import type { Context, Hono } from 'hono'
import { createHash } from 'node:crypto'
import { formatETag, formatReadETag, IDEMPOTENCY_KEY_HEADER } from '../../contract/common.ts'
import type { Route } from '../../contract/route.ts'
import { check, fail, type FieldError, type Validator } from '../../contract/validate.ts'
import { isReadOnlyRole } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import type { Actor, AppEnv, Services } from './env.ts'
import { badRequest, forbidden, invalid, type HttpError } from './errors.ts'
import { refuseHostileJson } from './hostileText.ts'
import { jsonTextResponse, type JsonText } from './jsonText.ts'
import { requestHash } from './requestHash.ts'
import { claimIdempotencyKey, storeIdempotentAnswer } from './idempotency.ts'
import { readForm, type FormOptions } from './multipart.ts'

/** What a handler answers: 200 with a JSON body (and its version as ETag), or 204. */
export interface Answer {
  status?: 200 | 204
  body?: unknown
  /** A read's body already in JSON text (sent as it is), instead of `body`. */
  json?: JsonText
  /** The entity's version, sent as the ETag header (a read's with a digest of its body). */
  version?: number
}

export interface Call {
  c: Context<AppEnv>
  /** Path params with their original case. */
  params: Record<string, string>
  actor: Actor
  /** The database; inside a write, its transaction. */
  db: Db
  /** The parsed JSON body (undefined when none). */
  body: unknown
  header(name: string): string | undefined
}

export type Handler = (call: Call) => Promise<Answer>

/** A call of a route of the contract's table, with its checked params and body. */
export interface RouteCall<Params, Body, Query = undefined> extends Call {
  input: { params: Params; body: Body; query: Query }
}

interface WriteOptions {
  /** Writes every role may make (their own password): skips the read-only role refusal. */
  anyRole?: boolean
  /**
   * A multipart/form-data body instead of JSON, read before the transaction starts: the body
   * becomes a record of text fields and Files. A body that is not multipart, or larger than
   * `maxFileBytes` and the framing, is refused with `refuse(description)`.
   */
  form?: FormOptions
  /**
   * How `serve` answers a body its route's schema refuses; by default 400 with one
   * `{ description }` per bad field (the CSV upload answers 200 with its refusal code instead).
   */
  refuseBody?: (errors: readonly FieldError[]) => HttpError
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Route patterns are matched on the lowercased path; param names keep their case. */
const routingPattern = (pattern: string): string =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase()))
    .join('/')

function originalParams(c: Context, pattern: string): Record<string, string> {
  const path = new URL(c.req.raw.url).pathname
  const actual = path.split('/')
  const expected = pattern.split('/')
  const params: Record<string, string> = {}
  expected.forEach((segment, index) => {
    if (!segment.startsWith(':')) return
    // ':id{[0-9]+}' names the param 'id'.
    const name = segment.slice(1).replace(/\{.*\}$/, '')
    const raw = actual[index] ?? ''
    try {
      params[name] = decodeURIComponent(raw)
    } catch {
      params[name] = raw
    }
  })
  return params
}

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return undefined
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    throw badRequest('Body must be JSON')
  }
  refuseHostileJson(body)
  return body
}

/** A read's ETag digest: of the body as sent (c.json sends JSON.stringify of it). */
const bodyDigest = (answer: Answer): string =>
  createHash('sha1')
    .update(answer.json?.text ?? JSON.stringify(answer.body ?? {}))
    .digest('base64url')

/**
 * A write answers its entity's new version as ETag. A read's ETag (which the etag middleware keeps
 * and answers 304 to) must change with any change of the body, so it adds a digest to the version.
 */
export async function respond(
  c: Context,
  answer: Answer,
  { replayed = false, read = false }: { replayed?: boolean; read?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  const version =
    answer.version ??
    (typeof answer.body === 'object' && answer.body !== null && 'version' in answer.body
      ? Number((answer.body as { version: unknown }).version)
      : undefined)
  if (version !== undefined && Number.isFinite(version)) {
    headers.ETag = read ? formatReadETag(version, bodyDigest(answer)) : formatETag(version)
  }
  if (replayed) headers['Idempotent-Replayed'] = 'true'
  if (answer.status === 204) return c.body(null, 204, headers)
  if (answer.json !== undefined) return jsonTextResponse(c, answer.json, headers)
  return c.json(answer.body ?? {}, 200, headers)
}

/** Validates a path param or body with a contract validator: 400 [{description}] naming every bad field otherwise. */
export function valid<T>(validator: Validator<T>, input: unknown, label?: string): T {
  const result = check(validator, input, label)
  if (!result.ok) throw invalid(result.errors)
  return result.value
}

/** The acting user's id sent in a path or body must be the token's user. */
export function assertSameUser(actor: Actor, userId: number): void {
  if (userId !== actor.id) throw forbidden()
}

/** Registers API routes under /api: reads, and writes wrapped in a transaction with idempotency. */
export function createApi(app: Hono<AppEnv>, services: Services) {
  const register = (
    method: Method,
    pattern: string,
    run: (c: Context<AppEnv>) => Promise<Response>,
  ) => {
    app.on(method, routingPattern(`/api${pattern}`), (c) => run(c))
  }

  function read(method: Method, pattern: string, handler: Handler): void {
    const full = `/api${pattern}`
    register(method, pattern, async (c) => {
      const call = makeCall(c, full, services.db, undefined)
      return respond(c, await handler(call), { read: true })
    })
  }

  function write(
    method: Method,
    pattern: string,
    handler: Handler,
    options: WriteOptions = {},
  ): void {
    const full = `/api${pattern}`
    register(method, pattern, async (c) => {
      const actor = c.get('actor')
      if (!options.anyRole && isReadOnlyRole(actor.roleId)) throw forbidden()
      const params = originalParams(c, full)
      if (params.userId !== undefined) {
        assertSameUser(actor, valid(integerParam, params.userId, 'userId'))
      }
      const body =
        method === 'GET'
          ? undefined
          : options.form
            ? await readForm(c.req.raw, options.form)
            : await readBody(c)
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim()
      const path = new URL(c.req.raw.url).pathname.toLowerCase()
      const hash = key ? await requestHash(method, path, body) : ''
      const outcome = await services.db.tx(async (tx) => {
        if (key) {
          const stored = await claimIdempotencyKey(tx, actor.id, key, method, path, hash)
          if (stored) return { replayed: true, answer: stored as Answer }
        }
        const answer = await handler(makeCall(c, full, tx, body))
        if (key) {
          await storeIdempotentAnswer(tx, actor.id, key, {
            status: answer.status ?? 200,
            body: answer.body ?? null,
          })
        }
        return { replayed: false, answer }
      })
      return respond(c, outcome.answer, { replayed: outcome.replayed })
    })
  }

  function makeCall(c: Context<AppEnv>, full: string, db: Db, body: unknown): Call {
    return {
      c,
      params: originalParams(c, full),
      actor: c.get('actor'),
      db,
      body,
      header: (name) => c.req.header(name),
    }
  }

  /** A read answering its own Response (a file download); no bearer when the path is public. */
  function raw(pattern: string, handler: (c: Context<AppEnv>) => Promise<Response>): void {
    register('GET', pattern, handler)
  }

  /**
   * Serves a route of the contract's table: its params, query and body are checked by the route's
   * schemas (400 naming every bad field) and handed to the handler typed.
   */
  function serve<Params, Body, Query>(
    route: Route<Params, Body, unknown, Query>,
    handler: (call: RouteCall<Params, Body, Query>) => Promise<Answer>,
    options: WriteOptions = {},
  ): void {
    const checkedBody = (input: unknown): Body => {
      if (!route.body) return undefined as Body
      const result = check(route.body, input)
      if (result.ok) return result.value
      throw options.refuseBody ? options.refuseBody(result.errors) : invalid(result.errors)
    }
    const typed: Handler = (call) =>
      handler({
        ...call,
        input: {
          params: valid(route.params, call.params, 'path'),
          body: checkedBody(call.body),
          query: (route.query ? valid(route.query, call.c.req.query()) : undefined) as Query,
        },
      })
    if (route.writes) write(route.method, route.pattern, typed, options)
    else read(route.method, route.pattern, typed)
  }

  return {
    get: (pattern: string, handler: Handler) => read('GET', pattern, handler),
    write,
    serve,
    raw,
    services,
  }
}

export type Api = ReturnType<typeof createApi>

const integerParam: Validator<number> = (input, field) => {
  const text = typeof input === 'string' ? input.trim() : ''
  return /^\d{1,10}$/.test(text)
    ? { ok: true, value: Number(text) }
    : fail(field, `${field} must be a whole number`)
}
