/**
 * Offline before this device was ever fully prepared: says which areas it lacks, so an empty
 * screen is not taken for "no data".
 */
import { CloudOffIcon } from '../../ui/icons.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { useBriefcase } from './useBriefcase.ts'

export function OfflineGapsNotice() {
  const offline = useOffline()
  const { loaded, missing } = useBriefcase()
  if (!offline || !loaded || missing.length === 0) return null
  return (
    <div
      role="status"
      data-briefcase="missing"
      className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" />
      <p>
        Not available offline yet: {missing.map((area) => area.label).join(', ')}. This device
        finishes preparing them the next time it is online.
      </p>
    </div>
  )
}
