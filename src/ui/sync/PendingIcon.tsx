/**
 * The icon of a change that waits to be sent: a spinner while the device is online (it is being
 * sent, or soon), a still clock while it is offline (nothing moves until the connection is back).
 */
import { ClockIcon } from '../icons.tsx'
import { Spinner } from '../Spinner.tsx'
import { useSyncStatus } from './SyncStatusContext.tsx'

export function PendingIcon({ className }: { className: string }) {
  const offline = useSyncStatus()?.status.connectivity === 'offline'
  return offline ? (
    <ClockIcon className={className} data-pending-icon="waiting" />
  ) : (
    <Spinner className={className} />
  )
}
