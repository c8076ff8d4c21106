/**
 * Pulling the signed-in user's profile into IndexedDB (GET /Profile/detail): the briefcase's
 * 'profile' area and the Profile screen on opening. The photo's bytes come along (its file view
 * call answers a signed link, whose file is kept as a data URL), so the screen and the top bar show
 * it offline. A row with an unsent change, or settled while the answer was under way, is left as
 * it is, and so is one holding a newer version.
 */
import { PROFILE_ROUTES, type ProfileDetail } from '../../contract/profile.ts'
import { pathOf } from '../../contract/route.ts'
import type { CrmDb } from '../db.ts'
import { profileRowOf } from './profileRows.ts'
import { heldIds } from '../../sync/listStore.ts'
import { getBodyIfChanged, keepEtag } from '../../sync/conditionalGet.ts'
import { readAnswer } from '../../sync/pull.ts'
import type { Transport } from '../../sync/transport.ts'
import { downloadPhoto, type PhotoDownload } from './downloadPhoto.ts'

export { PROFILE_PATH, PROFILE_ROLES } from './profileRoles.ts'

/** The photo the row will hold: the one this device has of the same file, else downloaded. */
export async function photoOf(
  db: CrmDb,
  transport: Transport,
  detail: ProfileDetail,
  download: PhotoDownload,
): Promise<string | null> {
  if (detail.fileUrl === null) return null
  const held = await db.profiles.get(detail.id)
  if (held?.fileUrl === detail.fileUrl && held.photo) return held.photo
  try {
    return await download(transport, detail.fileUrl)
  } catch {
    // Offline, an expired link, an unreadable file: the screen shows the default picture.
    return null
  }
}

/**
 * Writes an answered profile onto its row, unless an op holds it, it settled since `startedAt`, or
 * the row holds a newer version; answers whether it wrote. Inside a transaction over the profiles,
 * the outbox and the settled marks (or alone).
 */
export async function storeProfile(
  db: CrmDb,
  detail: ProfileDetail,
  photo: string | null,
  startedAt: number,
  fetchedAt: number,
): Promise<boolean> {
  return db.transaction('rw', [db.profiles, db.outbox, db.syncSettled], async () => {
    if ((await heldIds(db, 'profiles', startedAt)).has(detail.id)) return false
    const local = await db.profiles.get(detail.id)
    if (typeof local?.version === 'number' && local.version > detail.version) return false
    // A photo that came with the row meanwhile (a settled change) is the newer one.
    const kept = local?.fileUrl === detail.fileUrl && local.photo ? local.photo : photo
    await db.profiles.put(profileRowOf(detail, kept, fetchedAt))
    return true
  })
}

export interface ProfilePullOptions {
  download?: PhotoDownload
  now?: () => number
  /** The signed-in user: the call is then asked with its last answer's tag (conditionalGet). */
  userId?: number
}

/** The user's row holds what the last answer gave it, the photo's bytes included. */
async function heldProfile(db: CrmDb, userId: number | undefined): Promise<boolean> {
  const row = userId === undefined ? undefined : await db.profiles.get(userId)
  return !!row && (row.fileUrl === null || !!row.photo)
}

/**
 * GET /Profile/detail into the `profiles` row of its user; answers whether the row was written.
 * A provider without the call (404) leaves the device as it is, and so does an answer unchanged
 * since the last one (304), which only marks the row fetched now.
 */
export async function pullProfile(
  db: CrmDb,
  transport: Transport,
  { download = downloadPhoto, now = Date.now, userId }: ProfilePullOptions = {},
): Promise<boolean> {
  const startedAt = now()
  const get = {
    userId,
    path: pathOf(PROFILE_ROUTES.detail, {}),
    held: () => heldProfile(db, userId),
  }
  const answer = await getBodyIfChanged(db, transport, get)
  if (answer.unchanged) {
    await db.profiles.update(userId!, { fetchedAt: now() })
    return false
  }
  if (answer.body === null) return false
  const detail = readAnswer(PROFILE_ROUTES.detail, answer.body)
  const photo = await photoOf(db, transport, detail, download)
  const written = await storeProfile(db, detail, photo, startedAt, now())
  // A row left as this device has it does not hold this answer: no tag then.
  if (written && detail.id === userId && (detail.fileUrl === null || photo !== null)) {
    await keepEtag(db, get, answer)
  }
  return written
}
