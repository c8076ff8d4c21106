/** The result dialog a save's outcome shows (features/sync/announceSave.ts). */
import { SAVE_OUTCOME } from '../../domain/messages.ts'
import type { SaveOutcome } from '../../sync/saveOutcome.ts'
import type { ResultOptions } from '../../ui/dialogs/dialogStore.ts'
import { opReason } from '../../app/sync/describeOp.ts'

/** The result dialog for an outcome; `success` when the server accepted the save. */
export function resultFor(outcome: SaveOutcome, success: ResultOptions): ResultOptions {
  if (outcome.kind === 'accepted') return success
  if (outcome.kind === 'waiting') {
    const context = success.message ? `${success.message}<br>` : ''
    return {
      ...success,
      icon: 'waiting',
      title: SAVE_OUTCOME.waitingTitle,
      message: `${context}${outcome.offline ? SAVE_OUTCOME.waitingOffline : SAVE_OUTCOME.waitingAnswer}`,
    }
  }
  return {
    icon: outcome.op.lastStatus === 403 ? 'authorisation' : 'error',
    title: SAVE_OUTCOME.refusedTitle,
    message: opReason(outcome.op) ?? '',
    button: 'Close',
  }
}
