import { randomBytes } from 'node:crypto'
import { compactVerify, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/db.ts'
import type { ServerConfig } from '../config.ts'
import type { Actor } from '../http/env.ts'

const ALGORITHM = 'HS256'

/** JWT_SECRET, else a random secret kept in the database so tokens survive restarts. */
export async function loadJwtKey(db: Db, config: ServerConfig): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  await db.query(
    `INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  )
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'jwt_secret'`,
  )
  return new TextEncoder().encode(row!.value)
}

export function signAccessToken(
  key: Uint8Array,
  actor: Actor,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ role: actor.roleId, ...(actor.sessionId ? { sid: actor.sessionId } : {}) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(actor.id))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key)
}

function actorFrom(payload: { sub?: unknown; role?: unknown; sid?: unknown }): Actor | null {
  const id = Number(payload.sub)
  const roleId = Number(payload.role)
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(roleId)) return null
  return typeof payload.sid === 'string' ? { id, roleId, sessionId: payload.sid } : { id, roleId }
}

/** The actor of a valid, unexpired access token; null otherwise. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<Actor | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] })
    return actorFrom(payload)
  } catch {
    return null
  }
}

/** For refresh: the signature must hold, the expiry may have passed. */
export async function readExpiredAccessToken(
  key: Uint8Array,
  token: string,
): Promise<Actor | null> {
  try {
    const { payload } = await compactVerify(token, key, { algorithms: [ALGORITHM] })
    return actorFrom(
      JSON.parse(new TextDecoder().decode(payload)) as {
        sub?: unknown
        role?: unknown
        sid?: unknown
      },
    )
  } catch {
    return null
  }
}
