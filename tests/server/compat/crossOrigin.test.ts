import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAILS, serverForFile } from '../harness.ts'
import { thisMonth } from './compatClient.ts'

const CLIENT_ORIGIN = 'https://crm-client.example.test'

// CORS_ORIGINS is read when the server starts: set around the file's server start only.
let savedOrigins: string | undefined
beforeAll(() => {
  savedOrigins = process.env.CORS_ORIGINS
  process.env.CORS_ORIGINS = CLIENT_ORIGIN
})
const server = serverForFile()
const restoreOrigins = () => {
  if (savedOrigins === undefined) delete process.env.CORS_ORIGINS
  else process.env.CORS_ORIGINS = savedOrigins
}
beforeAll(restoreOrigins)
afterAll(restoreOrigins)

/** The contact export the Client page fetches when it opens, as such a client asks it. */
const exportPath = () => `/api/clients/contact/exportjson/${thisMonth()}/0`

/** The preflight a browser sends before that call: its method and the headers the call carries. */
const preflight = (origin: string) =>
  fetch(`${server().url}${exportPath()}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,content-disposition',
    },
  })

describe('a client on another origin calling the API from a browser', () => {
  it('passes the preflight of the contact export, which sends Content-Disposition, and reads the export', async () => {
    const allowed = await preflight(CLIENT_ORIGIN)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN)
    const headers = (allowed.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of ['authorization', 'content-disposition']) expect(headers).toContain(header)

    const token = await server().login(EMAILS.admin)
    const reply = await fetch(`${server().url}${exportPath()}`, {
      headers: {
        Origin: CLIENT_ORIGIN,
        Authorization: `Bearer ${token}`,
        'Content-Disposition': 'attachment',
      },
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN)
    expect(await reply.json()).toMatchObject({ items: expect.any(Array) })
  })

  it('still allows no origin CORS_ORIGINS does not name', async () => {
    const refused = await preflight('https://elsewhere.example.test')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
  })
})
