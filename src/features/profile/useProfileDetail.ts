/**
 * The user's profile as the Profile screen shows it, live from IndexedDB: the row (when this
 * device holds it), its waiting or refused ops and their sync state. The screen pulls it on
 * opening and on reconnecting; it never waits for that pull.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback } from 'react'
import { db } from '../../store/db.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import type { ProfileRow } from '../../store/profileDetail.ts'
import { opsOfEntity, stateOfOps, type EntitySyncState } from '../../sync/syncState.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { pullProfile } from './profilePull.ts'

export interface ProfileData {
  row: ProfileRow | undefined
  ops: OutboxOp[]
  sync: EntitySyncState
}

async function readProfileData(userId: number): Promise<ProfileData> {
  const [row, ops] = await Promise.all([
    db.profiles.get(userId),
    opsOfEntity(db, 'profiles', userId),
  ])
  return { row, ops, sync: stateOfOps(ops) }
}

/** undefined while the first read runs. */
export function useProfileDetail(userId: number): {
  data: ProfileData | undefined
  pull: PullState
} {
  const data = useLiveQuery(() => readProfileData(userId), [userId])
  const pullOwn = useCallback(() => pullProfile(db, syncEngine.transport), [])
  const pull = usePull(`profile:${userId}`, pullOwn)
  return { data, pull }
}
