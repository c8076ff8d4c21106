/** Settings read from the environment when a server starts. */
export interface ServerConfig {
  appClientId: string
  appClientSecret: string
  /** From JWT_SECRET; otherwise a random secret kept in the database. */
  jwtSecret: string | null
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  /** A rotated refresh token is still accepted this long (a lost refresh answer); 0 = never. */
  refreshReuseGraceSeconds: number
  /** GET /sync and /sync/changes; off (CHANGE_FEED=off) they answer 404 like a provider without. */
  changeFeed: boolean
  /** Proxies (load balancers) in front that append to X-Forwarded-For; 0 = use the socket. */
  trustedProxies: number
  /** Origins allowed to call the API from another site (CORS); empty = same origin only. */
  corsOrigins: string[]
  /** Idempotency-Keys are kept this long (seconds), then pruned. */
  idempotencyKeyTtlSeconds: number
  /** Live streams one process holds at most (LIVE_STREAMS); 0 turns live updates off. */
  liveStreams: number
}

/** About 1,000 idle streams cost a process a few megabytes (npm run bench measures one). */
export const DEFAULT_LIVE_STREAMS = 1000

const positive = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw)
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback
}

const nonNegative = (raw: string | undefined, fallback: number): number => {
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw)
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    appClientId: env.APP_CLIENT_ID || 'crm-web',
    appClientSecret: env.APP_CLIENT_SECRET || 'crm-web-secret',
    jwtSecret: env.JWT_SECRET || null,
    accessTokenTtlSeconds: positive(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtlSeconds: positive(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    refreshReuseGraceSeconds: nonNegative(env.REFRESH_REUSE_GRACE, 60),
    changeFeed: !/^(off|false|0|no)$/i.test(env.CHANGE_FEED?.trim() ?? ''),
    trustedProxies: nonNegative(env.TRUST_PROXY, 0),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== '' && origin !== 'null'),
    idempotencyKeyTtlSeconds: positive(env.IDEMPOTENCY_KEY_TTL, 7 * 24 * 3600),
    liveStreams: nonNegative(env.LIVE_STREAMS, DEFAULT_LIVE_STREAMS),
  }
}
