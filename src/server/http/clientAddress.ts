import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { ServerConfig } from '../config.ts'

/**
 * The address a request came from: the connection's, or behind `trustedProxies` proxies the
 * X-Forwarded-For entry the outermost trusted proxy added (entries left of it are the client's
 * own claims and can be forged).
 */
export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustedProxies'>): string {
  if (config.trustedProxies > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    const entry = forwarded[forwarded.length - config.trustedProxies]
    if (entry) return entry
  }
  try {
    return getConnInfo(c).remote.address ?? ''
  } catch {
    return ''
  }
}
