import { describe, expect, it } from 'vitest'
import { SAVE_OUTCOME, SUCCESS } from '../../../src/domain/messages.ts'
import { opReason } from '../../../src/app/sync/describeOp.ts'
import { resultFor } from '../../../src/features/sync/saveResult.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import type { ResultOptions } from '../../../src/ui/dialogs/dialogStore.ts'

const success: ResultOptions = {
  icon: 'success',
  title: SUCCESS.dealCreated,
  message: 'PT Maju Jaya ERP',
  button: 'Close',
}

const refusedOp = (lastStatus: number, lastError: string): OutboxOp =>
  ({ status: 'failed', lastStatus, lastError, entity: { table: 'deals', id: 7 } }) as OutboxOp

describe('the result a save shows', () => {
  it("is the spec's success text once the server accepted it", () => {
    expect(resultFor({ kind: 'accepted' }, success)).toEqual(success)
  })

  it('never shows the success text for a save still waiting, and says when it is sent', () => {
    const offline = resultFor({ kind: 'waiting', offline: true }, success)
    expect(offline).toEqual({
      icon: 'waiting',
      title: SAVE_OUTCOME.waitingTitle,
      message: `PT Maju Jaya ERP<br>${SAVE_OUTCOME.waitingOffline}`,
      button: 'Close',
    })
    const slow = resultFor({ kind: 'waiting', offline: false }, { ...success, message: undefined })
    expect(slow.message).toBe(SAVE_OUTCOME.waitingAnswer)
    expect(JSON.stringify([offline, slow])).not.toContain(SUCCESS.dealCreated)
  })

  it("shows the server's reason for a refusal, as not authorised for a 403", () => {
    const forbidden = refusedOp(403, 'Not your deal')
    const shown = resultFor({ kind: 'refused', op: forbidden }, success)
    expect(shown).toEqual({
      icon: 'authorisation',
      title: SAVE_OUTCOME.refusedTitle,
      message: opReason(forbidden),
      button: 'Close',
    })
    expect(shown.message).toContain('Not your deal')
    expect(resultFor({ kind: 'refused', op: refusedOp(400, 'Bad name') }, success).icon).toBe(
      'error',
    )
  })
})
