/** A tiny provider API on node:http whose answers each test scripts. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  path: string
  authorization: string | undefined
  headers: IncomingMessage['headers']
  body: unknown
}

export interface Answer {
  status: number
  body?: unknown
  /** Hold the answer back until this promise settles. */
  after?: Promise<unknown>
}

export type Script = (request: SeenRequest) => Answer | Promise<Answer>

export interface FakeProvider {
  url: string
  seen: SeenRequest[]
  answer(script: Script): void
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? undefined : JSON.parse(text)
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const seen: SeenRequest[] = []
  let script: Script = () => ({ status: 404, body: [{ description: 'no script' }] })
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const seenRequest: SeenRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        authorization: request.headers.authorization,
        headers: request.headers,
        body: await readBody(request),
      }
      seen.push(seenRequest)
      const answer = await script(seenRequest)
      await answer.after
      if (answer.body === undefined) {
        response.writeHead(answer.status).end()
      } else {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(answer.body))
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    seen,
    answer: (next) => {
      script = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
