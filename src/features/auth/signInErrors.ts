import { isApiError } from '../../api/errors.ts'
import { ERROR_CONNECTION } from '../../domain/messages.ts'

export const OFFLINE_SIGN_IN =
  'You are offline. Signing in needs a connection: connect to the internet and try again.'

/** The lines shown in red under the sign-in form: every description the server returned. */
export function signInErrors(error: unknown, online: boolean): string[] {
  if (!online) return [OFFLINE_SIGN_IN]
  if (!isApiError(error)) return [ERROR_CONNECTION]
  if (error.kind === 'network') return [error.message]
  return error.descriptions.length > 0 ? error.descriptions : [error.message]
}
