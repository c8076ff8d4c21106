/**
 * A fault-injecting HTTP proxy for e2e tests, in front of the real server. Requests are forwarded
 * as they come; a request matching an armed fault is forwarded, the server's whole answer is read
 * (so the server has committed), and then the browser's socket is destroyed: the browser sees a
 * network error for a write that did happen, as when a connection drops on the way back.
 */
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface DropAnswer {
  method: string
  /** Matched against the path without the query, case-insensitively. */
  path: string
  /** How many matching requests lose their answer (default 1). */
  times?: number
}

export interface FaultProxy {
  url: string
  /** Arms a fault: the next `times` matching requests reach the server, their answers are dropped. */
  dropAnswer(fault: DropAnswer): void
  /** Requests whose answers were dropped, as 'METHOD /path'. */
  readonly dropped: readonly string[]
  /** Every request forwarded, as 'METHOD /path'. */
  readonly forwarded: readonly string[]
  close(): Promise<void>
}

const describe = (request: IncomingMessage): string =>
  `${request.method ?? 'GET'} ${(request.url ?? '/').split('?')[0]}`

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target)
  const faults: Required<DropAnswer>[] = []
  const dropped: string[] = []
  const forwarded: string[] = []

  const takeFault = (request: IncomingMessage): boolean => {
    const path = (request.url ?? '/').split('?')[0]!.toLowerCase()
    const fault = faults.find(
      (each) =>
        each.times > 0 &&
        each.method.toUpperCase() === request.method &&
        each.path.toLowerCase() === path,
    )
    if (!fault) return false
    fault.times--
    return true
  }

  const server: Server = createServer((request, response) => {
    forwarded.push(describe(request))
    const drop = takeFault(request)
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        if (drop) {
          answer.resume()
          answer.on('end', () => {
            dropped.push(describe(request))
            request.socket.destroy()
          })
          return
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    outgoing.on('error', () => request.socket.destroy())
    request.pipe(outgoing)
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://localhost:${port}`,
    dropAnswer: (fault) => faults.push({ times: 1, ...fault }),
    dropped,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
