/**
 * Whether the browser may clear this device's data: persistent storage asked once after sign-in
 * (navigator.storage.persist), and how full the origin's quota is.
 */
import type { CrmDb } from '../../entities/db.ts'
import {
  readPersistedMark,
  writePersistedMark,
} from '../../entities/session/persistedStorageMark.ts'

/** Above this share of the quota the user is told space runs low. */
export const QUOTA_WARNING_SHARE = 0.8

export interface StorageHealth {
  /** null where the browser cannot say. */
  persisted: boolean | null
  usage: number | null
  quota: number | null
  low: boolean
}

export async function askPersistentStorage(db: CrmDb): Promise<boolean | null> {
  if (!navigator.storage?.persist) return null
  const persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist())
  await writePersistedMark(db, persisted)
  return persisted
}

export async function readStorageHealth(db: CrmDb): Promise<StorageHealth> {
  const persisted =
    (await navigator.storage?.persisted?.()) ?? (await readPersistedMark(db)) ?? null
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  const usage = estimate?.usage ?? null
  const quota = estimate?.quota ?? null
  const low = usage !== null && quota !== null && quota > 0 && usage / quota > QUOTA_WARNING_SHARE
  return { persisted, usage, quota, low }
}
