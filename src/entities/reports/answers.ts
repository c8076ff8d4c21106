/**
 * Pulling the answer of a read-only call (a report, a chart, summary cards, export data) and
 * keeping it whole per user and path (store/answers). The answer is read by its route's schema
 * before it is kept: one of another shape fails the pull and the device keeps what it held. A 404
 * is kept as "none" (body null): the provider says there is nothing, e.g. no team led. The call
 * is conditional (conditionalGet.ts) while the answer is held: an unchanged one is only marked
 * fetched now.
 */
import type { Dexie, EntityTable } from 'dexie'
import type { Route } from '../../contract/route.ts'
import { answerKey, type AnswerRow } from './answerRows.ts'
import { getBodyIfChanged, keepEtag } from '../../sync/conditionalGet.ts'
import { readAnswer } from '../../sync/pull.ts'
import type { Transport } from '../../sync/transport.ts'

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
  const key = answerKey(userId, path)
  // Its key only: an export's body is large, and the call should not wait on reading it.
  const held = async () => (await db.answers.where(':id').equals(key).count()) > 0
  const answer = await getBodyIfChanged(db, transport, { userId, path, held })
  if (answer.unchanged) {
    const kept = await keepUnchangedAnswer<T>(db, key, now())
    if (kept) return kept
    return pullAnswer(db, transport, userId, route, path, now)
  }
  const body = answer.body === null ? null : readAnswer(route, answer.body)
  const fetchedAt = now()
  await db.transaction('rw', db.answers, db.table('meta'), async () => {
    await db.answers.put({ key, userId, path, body, fetchedAt })
    await keepEtag(db, { userId, path }, answer)
  })
  return { body, fetchedAt }
}

/** An answer the server says is unchanged, fetched now; null when it left the device meanwhile. */
async function keepUnchangedAnswer<T>(
  db: AnswerDb,
  key: string,
  fetchedAt: number,
): Promise<HeldAnswer<T> | null> {
  return db.transaction('rw', db.answers, async () => {
    const row = await db.answers.get(key)
    if (!row) return null
    await db.answers.update(key, { fetchedAt })
    return { body: row.body as T | null, fetchedAt }
  })
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

/** Which of `paths` the device holds an answer of for the user (their keys only: no body read). */
export async function heldAnswerPaths(
  db: AnswerDb,
  userId: number,
  paths: readonly string[],
): Promise<Set<string>> {
  const keys = await db.answers
    .where(':id')
    .anyOf(paths.map((path) => answerKey(userId, path)))
    .primaryKeys()
  const held = new Set<string>(keys)
  return new Set(paths.filter((path) => held.has(answerKey(userId, path))))
}

/** Drops the answers not fetched since `before` (epoch ms); answers how many went. */
export async function dropAnswersBefore(db: AnswerDb, before: number): Promise<number> {
  return db.answers.where('fetchedAt').below(before).delete()
}
