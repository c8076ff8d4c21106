import { describe, expect, it } from 'vitest'
import {
  dialogWidth,
  openDialogs,
  showAlert,
  showConfirm,
  showResult,
  subscribeDialogs,
} from '../../../src/ui/dialogs/dialogStore.ts'
import { showApiError } from '../../../src/ui/dialogs/showApiError.ts'
import { ApiError, apiErrorFromResponse } from '../../../src/api/errors.ts'
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP } from '../../../src/domain/messages.ts'

const top = () => openDialogs().at(-1)!

describe('the imperative dialog API', () => {
  it('opens a result modal and answers the footer button pressed', async () => {
    const answer = showResult({
      icon: 'success',
      title: 'Change password',
      button: 'Go to pipeline',
    })
    const opened = top()
    expect(opened.kind).toBe('result')
    expect(opened.options).toMatchObject({ icon: 'success', title: 'Change password' })
    if (opened.kind === 'result') opened.settle('Go to pipeline')
    await expect(answer).resolves.toBe('Go to pipeline')
    expect(openDialogs()).toHaveLength(0)
  })

  it('stacks dialogs, newest last, and closes only the one answered', async () => {
    const confirm = showConfirm({
      title: 'Are you sure delete this deal?',
      yes: 'Yes, Delete deal',
    })
    const alert = showAlert({ title: 'Saved' })
    expect(openDialogs().map((dialog) => dialog.kind)).toEqual(['confirm', 'alert'])
    const [first] = openDialogs()
    if (first?.kind === 'confirm') first.settle(false)
    await expect(confirm).resolves.toBe(false)
    expect(openDialogs().map((dialog) => dialog.kind)).toEqual(['alert'])
    const last = top()
    if (last.kind === 'alert') last.settle()
    await expect(alert).resolves.toBeUndefined()
  })

  it('tells subscribers when dialogs open and close', async () => {
    let calls = 0
    const unsubscribe = subscribeDialogs(() => (calls += 1))
    const answer = showAlert({ title: 'Hello' })
    const opened = top()
    if (opened.kind === 'alert') opened.settle()
    await answer
    unsubscribe()
    expect(calls).toBe(2)
  })

  it.each([
    [100, 300],
    [300, 300],
    [780, 780],
    [1100, 1100],
    [2000, 1100],
  ])('keeps a width of %i within 300..1100 (%i)', (asked, used) => {
    expect(dialogWidth(asked)).toBe(used)
  })
})

describe('API errors as dialogs', () => {
  it("shows 'Hold Up!' with the authorisation icon for Authorized owner's only", async () => {
    const shown = showApiError(apiErrorFromResponse(403, [{ description: AUTHORIZED_OWNERS_ONLY }]))
    const opened = top()
    expect(opened.options).toMatchObject({
      icon: 'authorisation',
      title: HOLD_UP,
      message: AUTHORIZED_OWNERS_ONLY,
      button: 'Close',
    })
    if (opened.kind === 'result') opened.settle('Close')
    await shown
  })

  it('shows the error icon for other errors and nothing for an ended session', async () => {
    const shown = showApiError(apiErrorFromResponse(500, undefined))
    const opened = top()
    expect(opened.options).toMatchObject({ icon: 'error', title: 'Opps' })
    if (opened.kind === 'result') opened.settle(null)
    await shown
    const ended = new ApiError({ kind: 'sessionEnded', status: 401, title: '', message: '' })
    await showApiError(ended)
    expect(openDialogs()).toHaveLength(0)
  })
})
