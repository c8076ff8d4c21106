/**
 * An export from a kept answer: fetched afresh when online (the file then holds the latest
 * figures), else the answer kept on the device, so exports work offline. Without either it
 * fails with a message the user can act on.
 */
import type { Route } from '../../contract/route.ts'
import { db } from '../../entities/db.ts'
import { heldAnswer, pullAnswer, type HeldAnswer } from '../../entities/reports/answers.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { saveWorkbook, type Workbook } from './reportWorkbooks.ts'

export const NOT_ON_DEVICE =
  'This export is not on this device yet. Connect to the internet once to load it.'
export const NOTHING_TO_EXPORT = 'There is nothing to export for this view.'

export class ExportUnavailable extends Error {}

/** One answer for an export: fresh when online, else the kept one; fails with a reason to show. */
export async function exportAnswerBody<T>(
  route: Route<unknown, unknown, T, unknown>,
  userId: number,
  path: string,
): Promise<T> {
  let answer: HeldAnswer<T> | null = null
  if (navigator.onLine) {
    answer = await pullAnswer(db, syncEngine.transport, userId, route, path).catch(() => null)
  }
  answer ??= await heldAnswer<T>(db, userId, path)
  if (!answer) throw new ExportUnavailable(NOT_ON_DEVICE)
  if (answer.body === null) throw new ExportUnavailable(NOTHING_TO_EXPORT)
  return answer.body
}

export async function exportFromAnswer<T>(
  route: Route<unknown, unknown, T, unknown>,
  userId: number,
  path: string,
  build: (answer: T) => Workbook,
): Promise<string> {
  return saveWorkbook(build(await exportAnswerBody(route, userId, path)))
}
