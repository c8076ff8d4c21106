/**
 * Keeps the briefcase filled for the signed-in user: a run after sign-in, on app start, when the
 * device comes back online, a while after the outbox has sent everything (so the server's answers
 * replace the local overlays), and every REFRESH_EVERY_MS while the page is visible. Changes go
 * before pulls: back online with changes to send, the run waits for the outbox to send them (it
 * would only compete with them for the network and the server, and pull rows their ops hold). One run at a
 * time in this tab, and one tab at a time (Web Locks, waiting for the other); a run never blocks a
 * screen.
 */
import { browserSession } from '../../entities/session/browserSession.ts'
import { db } from '../../entities/db.ts'
import type { Session } from '../../store/session.ts'
import { runBriefcase, type RunResult } from '../../sync/briefcase.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { BRIEFCASE_AREAS, FEED_SECTIONS, RETENTION } from '../../entities/registry.ts'
import { askPersistentStorage } from './storageHealth.ts'
import { landedOrIdle } from '../../ui/prefetch.ts'

export const REFRESH_EVERY_MS = 5 * 60_000
/** After the outbox emptied, wait this long for more writes before refreshing. */
const AFTER_SYNC_MS = 2_000
const LOCK_NAME = 'crm-briefcase'

/** The longest a first fill waits for the page to draw the screen after sign-in. */
const LANDING_WAIT_MS = 2_000

let running: Promise<RunResult | null> | null = null

/** Resolves when the screen has drawn its first cards, or the page is idle (LANDING_WAIT_MS at most). */
const pageLanded = (): Promise<void> => landedOrIdle(LANDING_WAIT_MS)

const userOf = (session: Session | null) =>
  session ? { id: session.profile.id, roleId: session.profile.roleId } : null

/** Whether a run was asked for by something other than a live poke since the last began. */
let unpacedAsked = false

async function runOnce(): Promise<RunResult | null> {
  const user = userOf(browserSession.current())
  if (!user) return null
  const paced = !unpacedAsked
  unpacedAsked = false
  const result = await runBriefcase({
    db,
    transport: syncEngine.transport,
    user,
    areas: BRIEFCASE_AREAS,
    sections: FEED_SECTIONS,
    landed: pageLanded,
    paceMarkedAsks: paced,
  })
  // Loaded after the run (it is no part of what the first screen needs).
  const { pruneDeviceNowAndThen } = await import('../../sync/prune.ts')
  await pruneDeviceNowAndThen(db, Date.now(), RETENTION, user)
  // Files after records, not awaited: the records' lock is released while files are fetched.
  void import('./keptFilesRunner.ts').then(({ fillKeptFilesSoon }) => fillKeptFilesSoon())
  return result
}

/**
 * One tab runs at a time: a tab that asks while another runs waits for it, then runs (cheaply,
 * from the cursor the other left), so a run cut short by a closed tab is not lost.
 */
async function runWithLock(): Promise<RunResult | null> {
  if (!navigator.locks) return runOnce()
  let result: RunResult | null = null
  await navigator.locks.request(LOCK_NAME, async () => {
    result = await runOnce()
  })
  return result
}

let again = false
let dueTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Starts a run unless one is under way (here or in another tab); asked during a run, one more
 * run follows it, since the run under way may have read the server before the change asked for.
 * `paced` (a live poke's): kept answers the marks made stale wait for MARKED_ASK_GAP_MS since
 * their last asking; any other run (a click, a timer, back online) asks them at once.
 */
export function refreshBriefcase({
  paced = false,
}: { paced?: boolean } = {}): Promise<RunResult | null> {
  if (!navigator.onLine || !browserSession.current()) return Promise.resolve(null)
  if (!paced) unpacedAsked = true
  if (running) {
    again = true
    return running
  }
  running = runWithLock()
    .catch(() => null)
    .then((result) => {
      // A report the marks made stale waits for its turn (MARKED_ASK_GAP_MS): a run then asks it.
      if (result?.againInMs !== undefined) {
        clearTimeout(dueTimer)
        dueTimer = setTimeout(() => void refreshBriefcase({ paced: true }), result.againInMs)
      }
      return result
    })
    .finally(() => {
      running = null
      if (again) {
        again = false
        void refreshBriefcase({ paced: !unpacedAsked })
      }
    })
  return running
}

/** Ops the outbox is sending or will send (a stalled one is not waited for). */
function toSend(): number {
  const { pending, stalled } = syncEngine.getStatus()
  return pending - stalled
}

/**
 * A live poke's refresh. Changes go before pulls: while the outbox sends, the refresh that
 * follows its end (AFTER_SYNC_MS) brings the poke's change too, and this device's own sends
 * (which poke it as well) do not start refreshes that compete with them.
 */
export function refreshUnlessSending(): void {
  if (toSend() === 0) void refreshBriefcase({ paced: true })
}

let started = false

export function startBriefcase(): void {
  if (started) return
  started = true
  let user = userOf(browserSession.current())?.id ?? null
  const refresh = () => void refreshBriefcase()
  browserSession.subscribe(() => {
    const next = userOf(browserSession.current())?.id ?? null
    if (next !== null && next !== user) {
      refresh()
      void askPersistentStorage(db)
    }
    user = next
  })
  window.addEventListener('online', () => {
    if (toSend() === 0) refresh()
  })
  setInterval(() => {
    if (document.visibilityState === 'visible') refresh()
  }, REFRESH_EVERY_MS)

  let pending = toSend()
  let timer: ReturnType<typeof setTimeout> | undefined
  syncEngine.subscribe(() => {
    const now = toSend()
    if (pending > 0 && now === 0) {
      clearTimeout(timer)
      timer = setTimeout(refresh, AFTER_SYNC_MS)
    }
    pending = now
  })
  refresh()
}
