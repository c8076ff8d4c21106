/**
 * The signed-in user's own profile as IndexedDB keeps it (GET /Profile/detail; sales-activity-spec
 * "Profile (/profile)"): one row per user id (PROFILE_STORES), filled by the briefcase's 'profile'
 * area and the Profile screen (features/profile/profilePull.ts) and changed by the profile op
 * (src/sync/profileOps.ts). The top bar's name and photo read this row over the profile cookie
 * (withProfileOverlay), so a change saved here shows there at once, offline and after a reload,
 * and goes back with the row when the change is discarded.
 */
import type { Profile } from '../../contract/auth.ts'
import type { IdText } from '../../contract/common.ts'
import type { ProfileDetail } from '../../contract/profile.ts'
import { personTexts, type PersonTexts } from '../../contract/personTexts.ts'
import type { CrmDb } from '../db.ts'

export interface ProfileRow extends PersonTexts {
  /** The user's id. */
  id: number
  /** As the server answered it (the detail's schema does not check it). */
  roleId?: number
  segment: IdText | null
  branch: IdText | null
  /** The photo's file view path (GET /File/view/{fileId}) the server holds; null without one. */
  fileUrl: string | null
  /**
   * The photo as a data URL this device holds (the picture of fileUrl, downloaded by the pull, or
   * a photo chosen here that may still wait in the outbox); null when it has none. An <img> can
   * show it offline, which a file view path (a call needing the bearer token) never is.
   */
  photo: string | null
  /** null for a row this device never read (its ops are sent without If-Match). */
  version: number | null
  /** When GET /Profile/detail was last written here (epoch ms). */
  fetchedAt?: number
}

export const PROFILE_STORES = {
  profiles: '&id',
} as const

/** The row of an answered profile, with the photo this device holds of its fileUrl. */
export function profileRowOf(
  detail: ProfileDetail,
  photo: string | null,
  fetchedAt: number,
): ProfileRow {
  return {
    id: detail.id,
    ...personTexts(detail),
    ...(typeof detail.roleId === 'number' ? { roleId: detail.roleId } : {}),
    segment: detail.segment ? { id: detail.segment.id, text: detail.segment.text } : null,
    branch: detail.branch ? { id: detail.branch.id, text: detail.branch.text } : null,
    fileUrl: detail.fileUrl,
    photo,
    version: detail.version,
    fetchedAt,
  }
}

/** What an <img> shows of the row's photo: the bytes held here, else the server's path. */
export const profilePhotoOf = (row: Pick<ProfileRow, 'photo' | 'fileUrl'>): string | null =>
  row.photo ?? row.fileUrl

/**
 * The session's profile with what the profile row says of the same user: name, email, photo,
 * segment and branch (the cookie keeps the sign-in answer's until the next sign-in).
 */
export function profileOverlay(profile: Profile, row: ProfileRow | undefined): Profile {
  if (!row || row.id !== profile.id) return profile
  return {
    ...profile,
    name: row.name,
    email: row.email,
    profilePic: profilePhotoOf(row),
    segmentId: row.segment?.id ?? profile.segmentId,
    branchId: row.branch?.id ?? profile.branchId,
  }
}

/**
 * The session store (store/session.ts; structurally, so the service worker's build, which holds
 * this file through db.ts, needs no cookies) as the page reads it.
 */
interface SessionSource {
  current(): { profile: Profile } | null
  subscribe(listener: () => void): () => void
}

/** A live query's constructor (store/liveQuery.ts's boundedLiveQuery). */
export type LiveQuery = <R>(querier: () => Promise<R>) => {
  subscribe(observer: { next(value: R): void; error(failure: unknown): void }): unknown
}

/**
 * The session store whose `current()` answers the profile with its row on top (profileOverlay),
 * re-reading when a profile row changes. Only the answers change: the cookies still hold the
 * sign-in answer's profile (a photo's data URL would not fit in a cookie), and the store itself
 * writes from them. The live query (`live`) is given by the caller: this file is loaded with
 * db.ts, and loading Dexie here would bind it before a test's IndexedDB stand-in is in place.
 */
export function withProfileOverlay<T extends SessionSource>(
  store: T,
  database: CrmDb,
  live: LiveQuery,
): T {
  type Session = ReturnType<T['current']>
  const listeners = new Set<() => void>()
  let rows: ReadonlyMap<number, ProfileRow> = new Map()
  let watching = false
  let last: { base: Session; row: ProfileRow | undefined; value: Session } | null = null

  const watch = () => {
    if (watching || typeof indexedDB === 'undefined') return
    watching = true
    live(() => database.profiles.toArray()).subscribe({
      next(all) {
        rows = new Map(all.map((row) => [row.id, row]))
        for (const listener of listeners) listener()
      },
      // An unreadable database: the cookie's profile stands.
      error: () => undefined,
    })
  }

  const current = (): Session => {
    watch()
    const base = store.current() as Session
    const row = base ? rows.get(base.profile.id) : undefined
    if (last && last.base === base && last.row === row) return last.value
    const value = (
      base && row ? { ...base, profile: profileOverlay(base.profile, row) } : base
    ) as Session
    last = { base, row, value }
    return value
  }

  return {
    ...store,
    current,
    subscribe(listener: () => void) {
      watch()
      listeners.add(listener)
      const unsubscribe = store.subscribe(listener)
      return () => {
        listeners.delete(listener)
        unsubscribe()
      }
    },
  }
}
