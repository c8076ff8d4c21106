/**
 * Runs the files fill after each records' run (briefcaseRunner.ts), outside the records' lock so
 * that files never delay records: one pass at a time across tabs (a tab that finds another
 * filling leaves it to it), online and signed in only. Its progress is stored apart from the
 * records' (keptFilesState.ts).
 */
import { db } from '../../entities/db.ts'
import { fillKeptFiles, type FileFetch } from '../../entities/documents/fillKeptFiles.ts'
import {
  writeKeptFilesState,
  type KeptFilesState,
} from '../../entities/documents/keptFilesState.ts'
import { browserSession } from '../../entities/session/browserSession.ts'
import { fetchKeptFile } from '../../app/files/fetchKeptFile.ts'
import { tabKeptFileSources } from '../../app/files/tabKeptFileSources.ts'

const LOCK_NAME = 'crm-briefcase-files'
/** The pass's progress is stored at most this often: each write is a commit every live read checks. */
const PROGRESS_EVERY_MS = 500

const signedIn = (userId: number): boolean => browserSession.current()?.profile.id === userId

/**
 * A sign-out deletes the database while a file may be on its way: the pass ends there, so the
 * file is never written into the empty database the next user gets.
 */
const fetchAsUser =
  (userId: number): FileFetch =>
  async (file, etag) => {
    const answer = await fetchKeptFile(file, etag)
    if (!signedIn(userId)) throw new Error('Signed out')
    return answer
  }

let running: Promise<void> | null = null
let again = false

async function pass(): Promise<void> {
  const userId = browserSession.current()?.profile.id
  if (userId === undefined || !navigator.onLine) return
  const startedAt = Date.now()
  let state: KeptFilesState = { userId, run: { done: 0, total: 0, startedAt }, atBudget: false }
  let progressWrittenAt = 0
  await writeKeptFilesState(db, state)
  try {
    const { keptInvoiceLists } = await import('../../entities/invoices/invoiceListPull.ts')
    const outcome = await fillKeptFiles(db, fetchAsUser(userId), {
      invoiceLists: keptInvoiceLists(),
      sources: tabKeptFileSources(),
      onProgress: (done, total) => {
        state = { ...state, run: { done, total, startedAt } }
        const now = Date.now()
        if (done < total && now - progressWrittenAt < PROGRESS_EVERY_MS) return
        progressWrittenAt = now
        if (signedIn(userId)) void writeKeptFilesState(db, state)
      },
    })
    state = {
      userId,
      run: null,
      lastRunStartedAt: startedAt,
      lastRunAt: Date.now(),
      atBudget: outcome.stoppedAtBudget,
    }
  } catch (error) {
    state = {
      ...state,
      run: null,
      error: error instanceof Error ? error.message : String(error),
    }
  }
  // A sign-out during the pass deleted the database: nothing is written back into it.
  if (signedIn(userId)) await writeKeptFilesState(db, state)
}

const passWithLock = (): Promise<void> =>
  navigator.locks
    ? navigator.locks
        .request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? pass() : undefined))
        .then(() => undefined)
    : pass()

/**
 * Records' runs follow every live poke: passes are at least this far apart, a pass asked sooner
 * runs when the gap ends (a pass reads only the kept details changed since the last one, but
 * walks every wanted file).
 */
const PASS_GAP_MS = 30_000

let lastPassEndedAt = -Infinity
let dueTimer: ReturnType<typeof setTimeout> | undefined

/** Starts a pass unless one runs in this tab; asked during one, one more follows it. */
export function fillKeptFilesSoon(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  const wait = lastPassEndedAt + PASS_GAP_MS - Date.now()
  if (wait > 0) {
    dueTimer ??= setTimeout(() => {
      dueTimer = undefined
      void fillKeptFilesSoon()
    }, wait)
    return Promise.resolve()
  }
  running = passWithLock()
    .catch(() => undefined)
    .finally(() => {
      running = null
      lastPassEndedAt = Date.now()
      if (again) {
        again = false
        void fillKeptFilesSoon()
      }
    })
  return running
}
