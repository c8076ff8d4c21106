/**
 * The briefcase: what a device keeps for its user before any screen asks for it. The entity
 * modules declare its areas and their feed sections (src/entities/registry.ts); this runner fills
 * them in the background, one run at a time, and keeps the state every tab shows (meta
 * BRIEFCASE_STATE_KEY: progress of the run, each area's fetch time or error, the change feed's
 * cursor and the sections the provider's feed sends). With a provider that has the change feed,
 * one walk of the feed fills every area whose page keys it sends, and later walks move only what
 * changed; an area kept whole by its own calls (report answers, option lists) is asked again only
 * when the walk says it went stale. Without the feed, each area fills itself from the
 * specification's full lists.
 */
import { nextPartProgress, sumProgress, type PartProgress } from './fillProgress.ts'
import { FEED_INFO_ROUTE, FIRST_VERSION_SECTIONS } from '../contract/changeFeedInfo.ts'
import { pathOf } from '../contract/route.ts'
import { check } from '../contract/validate.ts'
import {
  EVERYTHING_STALE,
  joinMarks,
  type LazyFeedSection,
  type PageKey,
  type WalkMarks,
} from './feedSection.ts'
import { opTypesReady } from './opRegistry.ts'
import type { SyncDb } from './syncDb.ts'
import type { Transport } from './transport.ts'

export const BRIEFCASE_STATE_KEY = 'briefcase:state'

/** The most the walk waits, its last page in hand, for the areas asked beside its writing. */
const HEAD_START_MS = 50

export interface BriefcaseUser {
  id: number
  roleId: number
}

export interface FillContext<D extends SyncDb = SyncDb> {
  db: D
  transport: Transport
  user: BriefcaseUser
  /**
   * What the change feed's walk said went stale, for an area refreshed by its marks (staleWhen):
   * it may ask only the answers the marks concern. Absent: everything (a first fill, no feed).
   */
  marks?: WalkMarks
  /** Items done of total within this area (the runner adds the other areas'). */
  progress(done: number, total: number): void
  /**
   * The page's moment to draw (the run's `landed`), for a landing area's first fill: a pull may
   * store its first screen, wait for this, then store the rest (ListPull.firstScreen).
   */
  drawn?: () => Promise<void>
  /**
   * The change feed's walk ended (at once without one), for an `afterFeed` area: it may ask what
   * needs none of the feed's rows first and wait for this before it reads them.
   */
  walked?: Promise<void>
}

export interface BriefcaseArea<D extends SyncDb = SyncDb> {
  id: string
  /** What the user reads: 'Deal details', 'Clients'... */
  label: string
  /** The roles whose devices keep it; every role when absent. */
  roles?: readonly number[]
  /** The page keys that fill it: where the provider's feed sends them all, the feed fills it. */
  feedKeys?: readonly PageKey[]
  /**
   * An area the feed does not carry, kept whole by its own calls (report answers, option lists):
   * after a first fill it is asked again only when the walk's marks say it went stale.
   */
  staleWhen?(marks: WalkMarks, context: FillContext<D>): boolean | Promise<boolean>
  /**
   * It reads rows the feed brings (the teams). With the feed, its fill starts beside the walk and
   * is handed the walk's end (`walked`) to wait for before it reads them, and a refresh by its
   * marks asks it after the walk; without the feed, it fills after the areas before it in order,
   * as every area does.
   */
  afterFeed?: boolean
  /**
   * What the screen after sign-in shows: on a first fill it fills itself first, with its own
   * call, so that screen is not waiting behind the whole feed.
   */
  landing?: boolean
  /** Fills the area from the specification's calls (no feed, or an area the feed lacks). */
  fill(context: FillContext<D>): Promise<void>
  /** Loads the fill's code ahead (a fill loaded when first needed): beside the walk it waits for. */
  load?(): Promise<unknown>
}

export interface AreaState {
  fetchedAt?: number
  /** When its own calls last answered (fetchedAt also moves when the feed says it is unchanged). */
  askedAt?: number
  /**
   * The marks that made it stale within MARKED_ASK_GAP_MS of its last asking: a later run asks
   * what they (and its own marks) name.
   */
  due?: WalkMarks
  /** The last run's failure for this area, while it lasts. */
  error?: string
}

export interface RunProgress {
  startedAt: number
  /** Updated with the progress: a run whose tab closed stops counting after a while. */
  heartbeatAt: number
  done: number
  total: number
}

export interface BriefcaseState {
  userId: number
  /** How the last run filled the briefcase. */
  mode: 'feed' | 'lists' | null
  /** The change feed's cursor after the last complete walk. */
  cursor: string | null
  /** The page keys the provider's feed sends this user, and when it said so (asked daily). */
  sections?: string[]
  sectionsAt?: number
  run: RunProgress | null
  areas: Record<string, AreaState>
  lastRunMs?: number
}

/** A run whose heartbeat is older than this is taken as ended (its tab closed). */
export const RUN_STALE_AFTER_MS = 60_000

export const areasForRole = <A extends Pick<BriefcaseArea, 'roles'>>(
  areas: readonly A[],
  roleId: number,
): readonly A[] => areas.filter((area) => !area.roles || area.roles.includes(roleId))

export const isRunning = (state: BriefcaseState | undefined, now: number): boolean =>
  !!state?.run && now - state.run.heartbeatAt < RUN_STALE_AFTER_MS

/**
 * The area is being filled for the first time by a live run. A run cut short (reload, closed tab)
 * stays stored until its heartbeat is stale, and must not look like a fill for ever.
 */
export const isFirstFilling = (
  state: BriefcaseState | undefined,
  areaId: string,
  now: number,
): boolean => isRunning(state, now) && state?.areas[areaId]?.fetchedAt === undefined

/** Areas of the role never filled on this device (for "not available offline yet"). */
export const missingAreas = <A extends Pick<BriefcaseArea, 'roles' | 'id'>>(
  areas: readonly A[],
  state: BriefcaseState | undefined,
  user: BriefcaseUser,
): A[] =>
  areasForRole(areas, user.roleId).filter(
    (area) => state?.userId !== user.id || state.areas[area.id]?.fetchedAt === undefined,
  )

export async function readBriefcaseState(db: SyncDb): Promise<BriefcaseState | undefined> {
  return (await db.meta.get(BRIEFCASE_STATE_KEY))?.value as BriefcaseState | undefined
}

async function writeState(db: SyncDb, state: BriefcaseState): Promise<void> {
  await db.meta.put({ key: BRIEFCASE_STATE_KEY, value: state })
}

/** The feed's sections are asked again after this long (a provider that gained some). */
export const FEED_INFO_KEPT_MS = 24 * 3600_000

/**
 * The page keys the provider's change feed sends the user; null when it has no feed (404, or
 * another refusal).
 */
export async function providerFeedSections(transport: Transport): Promise<string[] | null> {
  return (await providerFeedInfo(transport))?.sections ?? null
}

/** The feed's page keys for the user and the most entities a page may carry; null: no feed. */
async function providerFeedInfo(
  transport: Transport,
): Promise<{ sections: string[]; maxLimit: number } | null> {
  const info = FEED_INFO_ROUTE
  const response = await transport.send({ method: info.method, path: pathOf(info, {}) })
  if (response.status >= 500) throw new Error(`The provider answered ${response.status}`)
  if (response.status !== 200 || info.answer === null) return null
  const checked = check(info.answer, response.body)
  if (!checked.ok) return null
  const feed = checked.value.changeFeed
  return { sections: feed.sections ?? [...FIRST_VERSION_SECTIONS], maxLimit: feed.maxLimit }
}

/** Whether the provider has the change feed: 404 (or another refusal) means it has not. */
export async function providerHasFeed(transport: Transport): Promise<boolean> {
  return (await providerFeedSections(transport)) !== null
}

export interface RunOptions<D extends SyncDb> {
  db: D
  transport: Transport
  user: BriefcaseUser
  areas: readonly BriefcaseArea<D>[]
  /** The entity modules' parts of the change feed. */
  sections: readonly LazyFeedSection<D>[]
  now?: () => number
  /** Force the full lists even where the provider has a feed (tests, a cursor in doubt). */
  useFeed?: boolean
  /** Entities per feed page. */
  pageLimit?: number
  /**
   * Waited for once the areas the screen after sign-in shows are filled, before the rest of a
   * first fill: the page's moment to draw them (the runner waits for the page to be idle).
   */
  landed?: () => Promise<void>
  /**
   * Kept answers the marks made stale are asked at most every MARKED_ASK_GAP_MS (a live poke's
   * run: pokes may come every second); sooner, they stay due for a later run.
   */
  paceMarkedAsks?: boolean
}

export interface RunResult {
  mode: 'feed' | 'lists'
  failed: string[]
  ms: number
  /** A kept answer the marks made stale waits this long for its turn: run again then. */
  againInMs?: number
}

/**
 * A kept answer the feed's marks made stale is asked again at most this often: with live updates
 * a refresh may follow every write, and a report on screen need not be asked at each.
 */
export const MARKED_ASK_GAP_MS = 5_000

/** The transport, its answers handed over once `ready` settles (their requests go at once). */
const answersAfter = (ready: Promise<unknown>, transport: Transport): Transport => ({
  async send(request) {
    const answer = await transport.send(request)
    await ready
    return answer
  },
})

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/** The feed's sections for this run: those kept from the last day, else asked (null: no feed). */
async function feedSections(
  state: BriefcaseState,
  transport: Transport,
  now: number,
): Promise<{ sections: string[] | null; asked: boolean; maxLimit?: number }> {
  const kept =
    state.mode === 'feed' && state.sections && now - (state.sectionsAt ?? 0) < FEED_INFO_KEPT_MS
  if (kept) return { sections: state.sections!, asked: false }
  const info = await providerFeedInfo(transport)
  return info ? { ...info, asked: true } : { sections: null, asked: true }
}

const sendsAll = (sections: readonly string[], keys: readonly string[]): boolean =>
  keys.every((key) => sections.includes(key))

/** One run: fills or refreshes every area of the user's role, keeping the state as it goes. */
export async function runBriefcase<D extends SyncDb>(options: RunOptions<D>): Promise<RunResult> {
  const { db, transport, user } = options
  const now = options.now ?? Date.now
  const startedAt = now()
  const stored = await readBriefcaseState(db)
  let state: BriefcaseState =
    stored && stored.userId === user.id
      ? { ...stored, areas: { ...stored.areas } }
      : { userId: user.id, mode: null, cursor: null, run: null, areas: {} }
  const areas = areasForRole(options.areas, user.roleId)
  const probe =
    options.useFeed === false
      ? { sections: null, asked: false }
      : await feedSections(state, transport, startedAt)
  const sections = probe.sections
  const useFeed = sections !== null
  const mode = useFeed ? 'feed' : 'lists'
  if (state.mode !== mode) state = { ...state, mode, cursor: null }
  if (useFeed && probe.asked) state = { ...state, sections, sectionsAt: startedAt }

  const firstFill = state.cursor === null
  const fedByFeed = (area: BriefcaseArea<D>) =>
    useFeed && !!area.feedKeys && sendsAll(sections, area.feedKeys)
  const byFeed = areas.filter(fedByFeed)
  // On a first fill what the screen after sign-in shows goes first, with its own call.
  const own = areas
    .filter((area) => !fedByFeed(area) || (firstFill && area.landing))
    .sort((a, b) => Number(!!b.landing && firstFill) - Number(!!a.landing && firstFill))
  const landingAreas = firstFill ? own.filter((area) => area.landing).length : 0
  // Refreshed by the feed's marks: kept whole by their own calls, asked once the walk tells.
  const marked = (area: BriefcaseArea<D>) =>
    useFeed && !firstFill && !!area.staleWhen && state.areas[area.id]?.fetchedAt !== undefined
  const waits = (area: BriefcaseArea<D>) => marked(area) || (useFeed && !!area.afterFeed)
  const beside = own.slice(landingAreas).filter((area) => !waits(area))
  const afterWalk = own.filter(marked)
  // Filled after the walk whole, not by its marks: a first fill's, or one the walk never filled.
  const afterFeed = own.filter((area) => waits(area) && !marked(area))
  const feedSectionsUsed = useFeed
    ? options.sections.filter((section) => sendsAll(sections, section.keys))
    : []

  const totals = new Map<string, PartProgress>(
    [...own.slice(0, landingAreas), ...beside, ...afterFeed].map((area) => [
      area.id,
      { done: 0, total: 1 },
    ]),
  )
  if (byFeed.length > 0) totals.set('feed', { done: 0, total: 1 })

  let writing = Promise.resolve()
  const save = (next: BriefcaseState) => {
    state = next
    writing = writing.then(() => writeState(db, next))
    return writing
  }
  const progress = (part: string, done: number, total: number) => {
    totals.set(part, nextPartProgress(totals.get(part), done, total))
    void save({ ...state, run: { startedAt, heartbeatAt: now(), ...sumProgress(totals.values()) } })
  }
  const settle = (ids: readonly string[], error?: unknown, asked = false) => {
    const next = { ...state.areas }
    for (const id of ids) {
      const { askedAt, due } = next[id] ?? {}
      next[id] =
        error !== undefined
          ? { ...next[id], error: errorText(error) }
          : asked
            ? { fetchedAt: now(), askedAt: now() }
            : {
                fetchedAt: now(),
                ...(askedAt !== undefined ? { askedAt } : {}),
                ...(due ? { due } : {}),
              }
    }
    return save({ ...state, areas: next })
  }
  let againInMs: number | undefined
  /** Marked stale too soon after its last asking: asked at a later run. */
  const defer = (area: BriefcaseArea<D>, waitMs: number, due: WalkMarks) => {
    againInMs = Math.min(againInMs ?? waitMs, waitMs)
    return save({
      ...state,
      areas: { ...state.areas, [area.id]: { ...state.areas[area.id], due } },
    })
  }

  progress('start', 0, 0)
  const failed: string[] = []
  let walkEnded: Promise<void> = Promise.resolve()
  const fillContext = (
    area: BriefcaseArea<D>,
    walkMarks?: WalkMarks,
    onAsking?: () => void,
  ): FillContext<D> => ({
    db,
    transport: onAsking ? { send: (request) => (onAsking(), transport.send(request)) } : transport,
    user,
    progress: (done, total) => progress(area.id, done, total),
    ...(walkMarks ? { marks: walkMarks } : {}),
    ...(area.landing && options.landed ? { drawn: options.landed } : {}),
    ...(area.afterFeed ? { walked: walkEnded } : {}),
  })
  const fillArea = async (area: BriefcaseArea<D>, walkMarks?: WalkMarks, onAsking?: () => void) => {
    try {
      await area.fill(fillContext(area, walkMarks, onAsking))
      progress(area.id, 1, 1)
      await settle([area.id], undefined, true)
    } catch (error) {
      failed.push(area.id)
      await settle([area.id], error)
    }
  }
  let marks: WalkMarks = EVERYTHING_STALE
  // Only the marks of a walk that succeeded wait for the gap (a failed one asks everything).
  let walked = false
  // The walk's marks as soon as its last page is here; everything, when the walk failed before.
  let marksKnown: (known: WalkMarks) => void = () => undefined
  const earlyMarks = new Promise<WalkMarks>((resolve) => (marksKnown = resolve))
  // What reads none of the feed's rows is asked with the marks, while the walk writes its rows.
  // The walk gives those areas a head start: it writes once each has sent its first request (or
  // needs none), so their reads of the device are not queued behind its transaction.
  const early = afterWalk.filter((area) => !area.afterFeed)
  const asking = early.map(() => {
    let asked = () => {}
    return { started: new Promise<void>((resolve) => (asked = resolve)), asked: () => asked() }
  })
  const headStart = async (known: WalkMarks) => {
    walked = true
    marksKnown(known)
    await Promise.race([
      Promise.all(asking.map((area) => area.started)),
      new Promise((resolve) => setTimeout(resolve, HEAD_START_MS)),
    ])
  }
  const walkFeed = async (transport: Transport) => {
    try {
      // The feed's code loads when the run gets to it: after what the first screen shows.
      const sectionsLoaded = Promise.all(feedSectionsUsed.map((section) => section.load()))
      sectionsLoaded.catch(() => undefined)
      const { walkChangeFeed } = await import('./changeFeed.ts')
      const walk = await walkChangeFeed({
        db,
        transport,
        sections: sectionsLoaded,
        user,
        since: state.cursor ?? '0',
        onProgress: ({ done, total }) => progress('feed', done, total),
        now,
        // A first fill asks the largest pages the provider gives: each page written is a commit
        // the board on screen reads all its cards again after (8 of 24 s of a 20,000-deal fill).
        limit: options.pageLimit ?? (firstFill ? probe.maxLimit : undefined),
        onMarks: headStart,
      })
      marks = walk.marks
      await save({ ...state, cursor: walk.cursor })
      await settle(byFeed.map((area) => area.id))
    } catch (error) {
      failed.push(...byFeed.map((area) => area.id))
      // A provider that no longer has the feed (404) is asked again at the next run.
      await save({ ...state, sectionsAt: 0 })
      await settle(
        byFeed.map((area) => area.id),
        error,
      )
    } finally {
      marksKnown(marks)
    }
  }
  const fillIfStale = async (area: BriefcaseArea<D>, by: WalkMarks, onAsking = () => {}) => {
    try {
      const held = state.areas[area.id]
      const marks = held?.due ? joinMarks(held.due, by) : by
      const stale = !!held?.due || (await area.staleWhen!(marks, fillContext(area, marks)))
      if (!stale) return false
      const wait = (held?.askedAt ?? 0) + MARKED_ASK_GAP_MS - now()
      if (wait > 0 && walked && options.paceMarkedAsks) await defer(area, wait, marks)
      else await fillArea(area, marks, onAsking)
      return true
    } finally {
      onAsking()
    }
  }

  for (const area of own.slice(0, landingAreas)) await fillArea(area)
  if (landingAreas > 0) await options.landed?.()
  // What fills after the walk has its code ready when the walk ends.
  for (const area of [...afterWalk, ...afterFeed]) area.load?.().catch(() => undefined)
  // What the walk and the areas write may redo unsent ops on rows (RM overlays): their types.
  // The walk's first page is asked while they load (on a slow link their many small files take
  // round trips the page would otherwise wait behind); its rows wait for them.
  const typesLoaded = opTypesReady()
  // The feed beside the other areas: its tables are none of theirs, and on a slow connection
  // each waits on the network more than on the device.
  const walking =
    byFeed.length > 0 ? walkFeed(answersAfter(typesLoaded, transport)) : marksKnown(marks)
  walkEnded = Promise.resolve(walking)
  await typesLoaded.catch(async (error: unknown) => {
    await walking
    throw error
  })
  // The other areas in their order (master data before the RMs it shares rows with).
  const earlyStale = Promise.all(
    early.map(async (area, index) => fillIfStale(area, await earlyMarks, asking[index]!.asked)),
  )
  await Promise.all([
    (async () => {
      for (const area of beside) await fillArea(area)
    })(),
    walking,
    // Filled whole (first fill): what needs none of the walk's rows is asked beside it.
    ...afterFeed.map((area) => fillArea(area)),
  ])
  // The others fill from answers of their own, beside each other: the server answers them in
  // turn, without the device waiting between them.
  const late = afterWalk.filter((area) => area.afterFeed)
  const [earlyResults, lateResults] = await Promise.all([
    earlyStale,
    Promise.all(late.map((area) => fillIfStale(area, marks))),
  ])
  const stale = new Set([
    ...early.filter((_, index) => earlyResults[index]),
    ...late.filter((_, index) => lateResults[index]),
  ])
  const unchanged = afterWalk.filter((area) => !stale.has(area)).map((area) => area.id)
  // What the walk said is unchanged is as of now, in one write.
  if (unchanged.length > 0) await settle(unchanged)
  const ms = now() - startedAt
  await save({ ...state, run: null, lastRunMs: ms })
  await writing
  return { mode, failed, ms, ...(againInMs !== undefined ? { againInMs } : {}) }
}
