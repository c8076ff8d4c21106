/** The app's briefcase state read from the page's IndexedDB (e2e tests and benches). */
import type { Page } from 'playwright-core'
import { BRIEFCASE_AREAS } from '../../src/features/briefcase/briefcaseAreas.ts'
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

/** Waits until every area of the user's briefcase was filled and no run is under way. */
export async function waitAvailableOffline(page: Page, maxTries = 300): Promise<BriefcaseState> {
  // The briefcase keeps the areas of the signed-in user's role.
  const { roleId } = await signedInProfile(page.context())
  const areas = areasForRole(BRIEFCASE_AREAS, roleId)
  for (let tries = 0; tries < maxTries; tries++) {
    const state = (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))?.value
    const filled = areas.every((area) => state?.areas[area.id]?.fetchedAt !== undefined)
    if (state && state.run === null && filled) {
      return state
    }
    await page.waitForTimeout(200)
  }
  throw new Error('the briefcase never became available offline')
}
