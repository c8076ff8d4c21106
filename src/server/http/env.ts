import type { Db } from '../db/db.ts'
import type { ServerConfig } from '../config.ts'
import type { LiveHub } from '../live/liveHub.ts'

/** The signed-in person acting on a call (from the access token). */
export interface Actor {
  id: number
  roleId: number
  /** The sign-in (refresh token family) the access token belongs to; absent in older tokens. */
  sessionId?: string
}

/** What every route needs, created once per server. */
export interface Services {
  db: Db
  config: ServerConfig
  jwtKey: Uint8Array
  /** The process's live streams; null when live updates are off. */
  live: LiveHub | null
}

export interface AppEnv {
  Variables: { actor: Actor }
}
