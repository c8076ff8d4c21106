/** The app's briefcase state read from the page's IndexedDB (e2e tests and benches). */
import type { Page } from 'playwright-core'
import {
  KEPT_FILES_STATE_KEY,
  type KeptFilesState,
} from '../../src/entities/documents/keptFilesState.ts'
import { BRIEFCASE_AREAS } from '../../src/entities/registry.ts'
import { areasForRole, type BriefcaseState } from '../../src/sync/briefcase.ts'
import { signedInProfile } from './harness.ts'

/** Reads one row of the app's IndexedDB from the page. */
export async function idbGet<T>(
  page: Page,
  store: string,
  key: string | number,
): Promise<T | undefined> {
  const row: unknown = await page.evaluate(
    ([storeName, rowKey]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result
            .transaction(storeName, 'readonly')
            .objectStore(storeName)
            .get(rowKey)
          request.onsuccess = () => {
            resolve(request.result)
            open.result.close()
          }
          request.onerror = () => reject(request.error)
        }
      }),
    [store, key] as const,
  )
  return row as T | undefined
}

/** The briefcase areas of the signed-in user's role; null while nobody is signed in yet. */
async function signedInAreas(page: Page): Promise<readonly { id: string }[] | null> {
  const signedIn = (await page.context().cookies()).some((cookie) => cookie.name === 'profile')
  if (!signedIn) return null
  return areasForRole(BRIEFCASE_AREAS, (await signedInProfile(page.context())).roleId)
}

/**
 * Waits until every area of the user's briefcase was filled and no run is under way (it may be
 * called while the sign-in is still on its way).
 */
export async function waitAvailableOffline(page: Page, maxTries = 300): Promise<BriefcaseState> {
  for (let tries = 0; tries < maxTries; tries++) {
    const areas = await signedInAreas(page)
    const state = (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))?.value
    const filled =
      areas !== null && areas.every((area) => state?.areas[area.id]?.fetchedAt !== undefined)
    if (state && state.run === null && filled) {
      return state
    }
    await page.waitForTimeout(200)
  }
  throw new Error('the briefcase never became available offline')
}

/** Waits until the briefcase's files pass has ended once (it runs after the records' fill). */
export async function waitFilesPassEnded(page: Page, maxTries = 1500): Promise<KeptFilesState> {
  for (let tries = 0; tries < maxTries; tries++) {
    const files = (await idbGet<{ value: KeptFilesState }>(page, 'meta', KEPT_FILES_STATE_KEY))
      ?.value
    if (files && files.run === null && files.lastRunAt !== undefined) return files
    await page.waitForTimeout(200)
  }
  throw new Error('the files pass never ended')
}
