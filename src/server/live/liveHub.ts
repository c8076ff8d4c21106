/**
 * The live streams of one API process: at most `maxStreams` at once, each told when the feed moved
 * in a kind its user's device keeps, and ended when its sign-in ends. One listener per process
 * (feedMoves.ts) serves them all, however many there are.
 */
import type { LiveEndReason } from '../../contract/live.ts'
import type { Db } from '../db/db.ts'
import { kindsGiven } from '../feed/kinds.ts'
import type { Actor } from '../../domain/permissions.ts'
import { watchFeedMoves, type FeedMove, type FeedWatch } from './feedMoves.ts'

export const SESSION_CHANNEL = 'crm_session'

/** The log's kinds that are not rows but markers: every device keeps answers they mark. */
const MARKER_KINDS = ['master', 'report', 'report_visit', 'report_proposal', 'report_target']

export interface LiveStream {
  /** Whose stream: its scope, and the sign-in (refresh token family) it ends with. */
  actor: Actor & { sessionId?: string }
  /** The feed moved in one of the user's kinds. */
  poke(): void
  end(reason: LiveEndReason): void
}

interface Held {
  stream: LiveStream
  kinds: ReadonlySet<string>
}

export interface LiveHub {
  /** false when the process holds its maximum of streams (the device keeps its periodic refresh). */
  add(stream: LiveStream): boolean
  remove(stream: LiveStream): void
  readonly size: number
  /** Ends every stream ('closing') and stops listening. */
  stop(): Promise<void>
}

const kindsOf = (actor: Actor): ReadonlySet<string> =>
  new Set([...kindsGiven(actor).map((kind) => kind.name), ...MARKER_KINDS])

const touches = (move: FeedMove, kinds: ReadonlySet<string>): boolean =>
  move === 'all' || [...move].some((kind) => kinds.has(kind))

export async function startLiveHub(db: Db, maxStreams: number): Promise<LiveHub> {
  const held = new Map<LiveStream, Held>()

  function onMove(move: FeedMove): void {
    for (const { stream, kinds } of held.values()) if (touches(move, kinds)) stream.poke()
  }

  async function familyEnded(familyId: string): Promise<boolean> {
    const alive = await db.query(
      `SELECT 1 FROM refresh_tokens
        WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now() LIMIT 1`,
      [familyId],
    )
    return alive.length === 0
  }

  async function roleNow(userId: number): Promise<number | null> {
    const [user] = await db.query<{ role_id: number }>(
      'SELECT role_id FROM users WHERE id = $1 AND active AND deleted_at IS NULL',
      [userId],
    )
    return user?.role_id ?? null
  }

  /** 'family:<id>' (a refresh token revoked) or 'user:<id>' (deactivated, another role). */
  async function onSessionNotice(payload: string): Promise<void> {
    const [what, id] = payload.split(':', 2)
    if (what === 'family' && id) {
      const streams = [...held.keys()].filter((stream) => stream.actor.sessionId === id)
      if (streams.length > 0 && (await familyEnded(id))) {
        for (const stream of streams) stream.end('session')
      }
    } else if (what === 'user' && id) {
      const streams = [...held.keys()].filter((stream) => stream.actor.id === Number(id))
      if (streams.length === 0) return
      const role = await roleNow(Number(id))
      for (const stream of streams) if (stream.actor.roleId !== role) stream.end('session')
    }
  }

  const feed: FeedWatch = await watchFeedMoves(db, onMove)
  const unlistenSessions = await db.listen(SESSION_CHANNEL, (payload) => {
    void onSessionNotice(payload).catch(() => undefined)
  })

  return {
    add(stream) {
      if (held.size >= maxStreams) return false
      held.set(stream, { stream, kinds: kindsOf(stream.actor) })
      return true
    },
    remove(stream) {
      held.delete(stream)
    },
    get size() {
      return held.size
    },
    async stop() {
      for (const stream of [...held.keys()]) stream.end('closing')
      held.clear()
      await feed.stop()
      await unlistenSessions()
    },
  }
}
