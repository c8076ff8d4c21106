/** The sign-out warnings (the spec has no text for them). */

export const UNSENT_CHANGES_TITLE = 'Log out with unsent changes?'

const changes = (count: number): string => (count === 1 ? '1 change' : `${count} changes`)

export function unsentChangesText(count: number): string {
  const verb = count === 1 ? 'has' : 'have'
  return `${changes(count)} ${verb} not reached the server yet. Logging out takes your data off this device, and these changes with it.`
}

export const SEND_FIRST = 'Send first'
export const STAY_SIGNED_IN = 'Stay signed in'
export const discardAndSignOutLabel = (count: number): string =>
  `Sign out and discard ${changes(count)}`

export const CONFIRM_DISCARD_TITLE = 'Discard these changes?'
export const confirmDiscardText = (count: number): string =>
  `${changes(count)} will be lost: the server never received ${count === 1 ? 'it' : 'them'}.`
export const CONFIRM_DISCARD = 'Discard and sign out'

/** After Send first, what the server has not accepted yet (offline, refused or in conflict). */
export const notAllSentText = (count: number): string =>
  `${changes(count)} could not be sent. Pending changes shows why.`

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere'
export const SIGN_OUT_EVERYWHERE_OFFLINE =
  'Signing out everywhere needs the server. Try again when you are online.'
