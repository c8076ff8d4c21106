/** What a board tells the person when a drop or an open is refused, or not kept on the device. */
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP, OPPS } from '../../domain/messages.ts'
import { showResult } from '../../ui/dialogs/dialogStore.ts'

/** The person may not change this deal: 'Hold Up!'. */
export const showHoldUp = (): Promise<unknown> =>
  showResult({
    icon: 'authorisation',
    title: HOLD_UP,
    message: AUTHORIZED_OWNERS_ONLY,
    button: 'Close',
  })

/** The change could not be written to IndexedDB (its op was not queued). */
export const showNotSavedHere = (): Promise<unknown> =>
  showResult({
    icon: 'error',
    title: OPPS,
    message: 'The change could not be saved on this device.',
    button: 'Close',
  })
