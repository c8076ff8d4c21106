/**
 * Live updates: an optional extension of the change feed (changeFeed.ts). A provider that has it
 * says so in its FeedInfo (`live: true`) and answers GET /sync/live with a stream of Server-Sent
 * Events for the signed-in user. The stream names no entity: it only says that the feed moved,
 * and the device walks its own window from its cursor, which the feed scopes to the user.
 *
 * Events, each with a JSON `data`:
 * - `ready`   once, when the stream is set up: the device walks from its cursor (it may have
 *             missed changes while it had no stream).
 * - `changed` the feed moved past the device's cursor in a kind the user's device keeps.
 * - `end`     the stream ends on purpose ({ reason }); the device reconnects after renewing its
 *             token ('expired') or later ('closing', 'session').
 * A comment line is sent every LIVE_HEARTBEAT_SECONDS so that proxies and the device can tell an
 * idle stream from a dead one.
 */
export const LIVE_PATH = '/sync/live'

export const LIVE_EVENTS = { ready: 'ready', changed: 'changed', end: 'end' } as const

/** Why the server ended a stream. */
export type LiveEndReason = 'expired' | 'session' | 'closing'

export interface LiveReady {
  /** Seconds between heartbeats: a device that hears nothing for longer reconnects. */
  heartbeatSeconds: number
}

export interface LiveChanged {
  /** Counts this stream's pokes (a device can log gaps); names nothing else. */
  seq: number
}

export interface LiveEnd {
  reason: LiveEndReason
}

export const LIVE_HEARTBEAT_SECONDS = 25
