/**
 * Pulling the answer of a read-only call (a report, a chart, summary cards, export data) and
 * keeping it whole per user and path (store/answers). The answer is read by its route's schema
 * before it is kept: one of another shape fails the pull and the device keeps what it held. A 404
 * is kept as "none" (body null): the provider says there is nothing, e.g. no team led.
 */
import type { Dexie, EntityTable } from 'dexie'
import type { Route } from '../contract/route.ts'
import { answerKey, type AnswerRow } from '../store/answers.ts'
import { PullError, readAnswer } from './pull.ts'
import type { Transport } from './transport.ts'

export type AnswerDb = Dexie & { answers: EntityTable<AnswerRow, 'key'> }

/** A held answer as a screen reads it: `body` null when the provider answered 404. */
export interface HeldAnswer<T> {
  body: T | null
  fetchedAt: number
}

export async function pullAnswer<T>(
  db: AnswerDb,
  transport: Transport,
  userId: number,
  route: Route<unknown, unknown, T, unknown>,
  path: string,
  now: () => number = Date.now,
): Promise<HeldAnswer<T>> {
  const response = await transport.send({ method: 'GET', path })
  if (response.status !== 200 && response.status !== 404) {
    throw new PullError(response.status, response.body)
  }
  const body = response.status === 404 ? null : readAnswer(route, response.body)
  const fetchedAt = now()
  await db.answers.put({ key: answerKey(userId, path), userId, path, body, fetchedAt })
  return { body, fetchedAt }
}

/** The answer held for the user and path; null when this device never fetched it. */
export async function heldAnswer<T>(
  db: AnswerDb,
  userId: number,
  path: string,
): Promise<HeldAnswer<T> | null> {
  const row = await db.answers.get(answerKey(userId, path))
  return row ? { body: row.body as T | null, fetchedAt: row.fetchedAt } : null
}

/** Drops the answers not fetched since `before` (epoch ms); answers how many went. */
export async function dropAnswersBefore(db: AnswerDb, before: number): Promise<number> {
  return db.answers.where('fetchedAt').below(before).delete()
}
