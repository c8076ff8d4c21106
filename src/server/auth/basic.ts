import { timingSafeEqual } from 'node:crypto'
import type { ServerConfig } from '../config.ts'
import { LOGIN_MESSAGES } from '../../contract/auth.ts'
import { unauthorized } from '../http/errors.ts'

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Login and refresh carry the application's HTTP Basic credentials (api-notes "Transport"). */
export function assertAppCredentials(header: string | undefined, config: ServerConfig): void {
  const match = /^Basic\s+(.+)$/i.exec(header?.trim() ?? '')
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : ''
  const colon = decoded.indexOf(':')
  const clientId = colon === -1 ? '' : decoded.slice(0, colon)
  const secret = colon === -1 ? '' : decoded.slice(colon + 1)
  const idOk = sameText(clientId, config.appClientId)
  const secretOk = sameText(secret, config.appClientSecret)
  if (!idOk || !secretOk) throw unauthorized(LOGIN_MESSAGES.badAppCredentials)
}
