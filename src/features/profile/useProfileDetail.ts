/**
 * The user's profile as the Profile screen shows it: the row (when this device holds it) live from
 * IndexedDB, its waiting or refused ops and their sync state from the sync engine's outbox view. The screen pulls it on
 * opening and on reconnecting; it never waits for that pull.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useMemo } from 'react'
import { db } from '../../entities/db.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import type { ProfileRow } from '../../entities/profile/profileRows.ts'
import { readStoredProfile } from '../../entities/profile/storedProfileReads.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useEntityOps, usePull, type PullState } from '../sync/index.ts'
import { pullProfile } from '../../entities/profile/profilePull.ts'

export interface ProfileData {
  row: ProfileRow | undefined
  ops: readonly OutboxOp[]
  sync: EntitySyncState
}

const NO_OPS: readonly OutboxOp[] = []

/** `{ row }` tells "not read yet" (undefined) from "not on this device" (row: undefined). */
const readRow = (userId: number) => readStoredProfile(db, userId).then((row) => ({ row }))

/** undefined while the first read runs. */
export function useProfileDetail(userId: number): {
  data: ProfileData | undefined
  pull: PullState
} {
  const read = useLiveQuery(() => readRow(userId), [userId])
  const entity = useEntityOps('profiles', userId)
  const data = useMemo<ProfileData | undefined>(
    () => read && { row: read.row, ops: entity?.ops ?? NO_OPS, sync: entity?.state ?? 'synced' },
    [read, entity],
  )
  const pullOwn = useCallback(() => pullProfile(db, syncEngine.transport, { userId }), [userId])
  const pull = usePull(`profile:${userId}`, pullOwn)
  return { data, pull }
}
