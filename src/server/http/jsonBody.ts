import type { Context } from 'hono'
import { badRequest } from './errors.ts'
import { refuseHostileJson } from './hostileText.ts'

/** The JSON body of a call registered outside the bearer API (sign-in, refresh, handover). */
export async function jsonBody(c: Context): Promise<unknown> {
  let body: unknown
  try {
    body = (await c.req.json()) as unknown
  } catch {
    throw badRequest('Body must be JSON')
  }
  refuseHostileJson(body)
  return body
}
