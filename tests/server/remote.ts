/** A signed-in caller of any running server by URL (servers the harness did not start). */
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { APP_BASIC, type Json } from './harness.ts'

export interface RemoteAnswer {
  status: number
  body: Json
}

export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RemoteAnswer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json'
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as Json) }
}

export async function signIn(url: string, email: string): Promise<string> {
  const answer = await call(url, 'POST', '/auth/login', {
    headers: { Authorization: APP_BASIC },
    body: {
      userName: email,
      password: DEMO_PASSWORD,
      os: 'test',
      deviceID: 'test',
      sourceID: 'web',
      versionCode: '1',
      versionName: '1',
    },
  })
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`)
  return answer.body.accessToken.token as string
}
