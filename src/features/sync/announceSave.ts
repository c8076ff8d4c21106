/**
 * Success messages that say what is true. A screen marks the outbox before its command runs
 * (`beginSave`) and announces the save afterwards: the spec's success text once the server
 * accepted it (online that takes a moment), 'Saved on this device' while it waits to be sent
 * (offline, or no answer yet), and the server's reason when it was refused (the change also
 * stays marked on its card).
 */
import type { ResultButton } from '../../domain/messages.ts'
import { db } from '../../entities/db.ts'
import { awaitSaveOutcome, outboxMark } from '../../sync/saveOutcome.ts'
import { showResult, type ResultOptions } from '../../ui/dialogs/dialogStore.ts'
import { resultFor } from './saveResult.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'

/** How long a save waits for the server's answer before it is announced as saved here. */
export const SAVE_ANSWER_WAIT_MS = 6000

/** Shows the result of a save whose success would read `success`. */
export type SaveAnnouncer = (success: ResultOptions) => Promise<ResultButton | null>

async function resultAfter(mark: number, success: ResultOptions): Promise<ResultOptions> {
  const outcome = await awaitSaveOutcome(db, mark, {
    waitMs: SAVE_ANSWER_WAIT_MS,
    offline: () => syncEngine.getStatus().connectivity === 'offline',
  })
  return resultFor(outcome, success)
}

/** Marks the outbox; the announcer then speaks of what was enqueued after the mark. */
export async function beginSave(): Promise<SaveAnnouncer> {
  const mark = await outboxMark(db)
  return async (success) => showResult(await resultAfter(mark, success))
}

/**
 * For small repeated saves (a chip's ×): a save that went through or waits is answered with the
 * result for the screen to show in a line, without a modal to click away; a refusal still shows
 * its modal (and answers null).
 */
export type QuietSaveAnnouncer = (success: ResultOptions) => Promise<ResultOptions | null>

export async function beginQuietSave(): Promise<QuietSaveAnnouncer> {
  const mark = await outboxMark(db)
  return async (success) => {
    const result = await resultAfter(mark, success)
    if (result.icon === 'success' || result.icon === 'waiting') return result
    await showResult(result)
    return null
  }
}
