/**
 * What the board benches read in the page: when every column shows a card, and the limits a board
 * cannot beat in the same browser (the deals table read and written raw, no Dexie, no React).
 */
import type { Page } from 'playwright-core'

/** performance.now() (from navigation start) when every column shows a card, checked each frame. */
export const allColumnsShown = (page: Page, timeoutMs = 120_000): Promise<number> =>
  page
    .waitForFunction(
      () => {
        const columns = [...document.querySelectorAll('[data-stage]')]
        const shown =
          columns.length === 5 && columns.every((column) => column.querySelector('[data-deal-id]'))
        return shown ? performance.now() : false
      },
      undefined,
      { polling: 'raf', timeout: timeoutMs },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)

export interface RawTiming {
  ms: number
  rows: number
}

/** The deals table read raw (a getAll on `deals`): what any board must read before it can draw. */
export const rawDealsRead = (page: Page): Promise<RawTiming> =>
  page.evaluate(
    () =>
      new Promise<RawTiming>((resolve, reject) => {
        const started = performance.now()
        const open = indexedDB.open('crm')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('deals', 'readonly').objectStore('deals').getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            open.result.close()
            resolve({ ms: performance.now() - started, rows: read.result.length })
          }
        }
      }),
  )

/**
 * The device's deal rows written raw into a scratch database, one transaction of puts (what a
 * Dexie bulkPut does beneath): the fastest a pull could store them in this browser. Sent as source
 * text: the bench's transpiler would wrap the page code's inner functions in a helper the page
 * does not have.
 */
export const rawDealsWrite = (page: Page): Promise<RawTiming> =>
  page.evaluate(`(async () => {
    const request = (req) => new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const crm = await request(indexedDB.open('crm'))
    const rows = await request(crm.transaction('deals', 'readonly').objectStore('deals').getAll())
    crm.close()
    const name = 'bench-raw-' + Math.random().toString(36).slice(2)
    const opening = indexedDB.open(name, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore('deals', { keyPath: 'dealId' })
    const scratch = await request(opening)
    const started = performance.now()
    await new Promise((resolve, reject) => {
      const tx = scratch.transaction('deals', 'readwrite')
      const store = tx.objectStore('deals')
      for (const row of rows) store.put(row)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    const ms = performance.now() - started
    scratch.close()
    indexedDB.deleteDatabase(name)
    return { ms, rows: rows.length }
  })()`)
