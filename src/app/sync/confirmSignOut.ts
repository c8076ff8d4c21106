/**
 * Log out with a warning when changes have not reached the server: they stay in this device's
 * outbox and are sent when the same user signs in again (another user never sends them).
 */
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { signOut } from '../signOut.ts'
import { UNSENT_CHANGES_TITLE, unsentChangesText } from './decisions.ts'
import { syncEngine } from './syncEngine.ts'

/** Resolves true when the person logged out, false when they chose to stay. */
export async function confirmSignOut(): Promise<boolean> {
  const { total } = syncEngine.getStatus()
  if (total > 0) {
    const confirmed = await showConfirm({
      title: UNSENT_CHANGES_TITLE,
      text: unsentChangesText(total),
      yes: 'Log out',
      no: 'Stay signed in',
    })
    if (!confirmed) return false
  }
  await signOut()
  return true
}
