/**
 * The briefcase's state as every tab sees it (a live read of what the runner stores): the run's
 * progress, each area's fetch time or error, and which of the user's areas this device lacks.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { db } from '../../entities/db.ts'
import { useSession } from '../../entities/session/useSession.ts'
import {
  areasForRole,
  isFirstFilling,
  isRunning,
  missingAreas,
  readBriefcaseState,
  type AreaState,
  type BriefcaseArea,
  type BriefcaseState,
  type RunProgress,
} from '../../sync/briefcase.ts'
import type { PullState } from '../sync/index.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { useNow } from '../../ui/useNow.ts'
import { BRIEFCASE_AREAS } from '../../entities/registry.ts'
import { refreshBriefcase } from './briefcaseRunner.ts'

export interface AreaView {
  area: BriefcaseArea<never>
  state: AreaState | undefined
}

export interface BriefcaseView {
  /** undefined while the first read runs. */
  loaded: boolean
  run: RunProgress | null
  areas: AreaView[]
  missing: BriefcaseArea<never>[]
  /** Every area of the role was filled once on this device. */
  complete: boolean
  state: BriefcaseState | undefined
}

const refresh = () => void refreshBriefcase()

export function useBriefcase(): BriefcaseView {
  const session = useSession()
  const now = useNow(5_000)
  const read = useLiveQuery(() => readBriefcaseState(db).then((state) => ({ state })), [])
  const user = session ? { id: session.profile.id, roleId: session.profile.roleId } : null
  const state = read?.state?.userId === user?.id ? read?.state : undefined
  const areas = user ? areasForRole(BRIEFCASE_AREAS, user.roleId) : []
  const missing = user ? missingAreas(BRIEFCASE_AREAS, state, user) : []
  return {
    loaded: read !== undefined,
    run: isRunning(state, now) ? state!.run : null,
    areas: areas.map((area) => ({ area, state: state?.areas[area.id] })),
    missing,
    complete: read !== undefined && missing.length === 0,
    state,
  }
}

export interface BriefcaseAreaPull extends PullState {
  fetchedAt: number | undefined
}

/**
 * A screen whose data is a briefcase area: its freshness, and a refresh that runs the briefcase.
 * It reads only its own area (as one text, so a run's progress does not re-render the screen).
 */
export function useBriefcaseArea(areaId: string): BriefcaseAreaPull {
  const userId = useSession()?.profile.id
  const offline = useOffline()
  const summary = useLiveQuery(
    async () => {
      const state = await readBriefcaseState(db)
      const area = state?.userId === userId ? state?.areas[areaId] : undefined
      const firstFill = state?.userId === userId && isFirstFilling(state, areaId, Date.now())
      return `${area?.fetchedAt ?? ''}|${area?.error !== undefined}|${firstFill}`
    },
    [areaId, userId],
    '||false',
  )
  const [fetchedAt, failed, pulling] = summary.split('|')
  return {
    // Background refreshes do not count: the screen shows what it holds meanwhile.
    // Offline, no run can make progress: the screen says what it holds instead of "Refreshing".
    pulling: pulling === 'true' && !offline,
    failed: failed === 'true',
    refresh,
    fetchedAt: fetchedAt ? Number(fetchedAt) : undefined,
  }
}
