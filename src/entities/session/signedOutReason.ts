/**
 * Why the sign-in page is shown when the app ended the session itself (the page was reloaded to
 * take the user's data off the device). Kept in sessionStorage: one tab, one reading.
 */
const KEY = 'crm:signedOutReason'

export type SignedOutReason = 'deactivated'

const storage = (): Storage | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage

export function noteSignedOutReason(reason: SignedOutReason): void {
  storage()?.setItem(KEY, reason)
}

/** The reason noted before the reload, once: it is gone after this call. */
export function takeSignedOutReason(): SignedOutReason | null {
  const reason = storage()?.getItem(KEY) ?? null
  storage()?.removeItem(KEY)
  return reason === 'deactivated' ? reason : null
}
