/** What a board tells the person when a drop or an open is refused, or not kept on the device. */
import { AUTHORIZED_OWNERS_ONLY, HOLD_UP, OPPS } from '../../domain/messages.ts'
import { showAlert, showResult } from '../../ui/dialogs/dialogStore.ts'

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
  showAlert({ title: OPPS, message: 'The change could not be saved on this device.' })
