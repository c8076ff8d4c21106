/**
 * A load balancer in front of several API processes: each request goes to one of them at random,
 * and a share of the writes carrying an Idempotency-Key is sent to two of them at once (the
 * answer of the first is returned), as a retrying proxy or a double-tapping client would.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Random } from './random.ts'

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export class Balancer {
  private server: Server | null = null
  url = ''
  forwarded = 0
  /** Writes with an Idempotency-Key sent to two processes at once. */
  doubled = 0

  constructor(
    private readonly backends: () => string[],
    private readonly random: Random,
    private readonly doubleRate: number,
  ) {}

  private async forward(target: string, request: IncomingMessage, body: Buffer) {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
        headers.set(name, value)
      }
    }
    const hasBody = body.length > 0 && request.method !== 'GET' && request.method !== 'HEAD'
    try {
      const answer = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(hasBody ? { body: new Uint8Array(body) } : {}),
      })
      return {
        status: answer.status,
        headers: answer.headers,
        body: Buffer.from(await answer.arrayBuffer()),
      }
    } catch {
      // That process is down (restarting): the client sees what a proxy answers.
      return { status: 502, headers: new Headers(), body: Buffer.from('') }
    }
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void (async () => {
        const body = await readBody(request)
        const targets = this.backends()
        const first = this.random.int(0, targets.length - 1)
        const double =
          request.headers['idempotency-key'] !== undefined &&
          targets.length > 1 &&
          this.random.chance(this.doubleRate)
        this.forwarded++
        const sends = [this.forward(targets[first]!, request, body)]
        if (double) {
          this.doubled++
          sends.push(this.forward(targets[(first + 1) % targets.length]!, request, body))
        }
        const answer = await Promise.race(sends)
        await Promise.allSettled(sends)
        const headers: Record<string, string> = {}
        answer.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
            headers[name] = value
          }
        })
        response.writeHead(answer.status, headers)
        response.end(answer.body)
      })().catch(() => {
        response.writeHead(502)
        response.end()
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    )
  }
}
