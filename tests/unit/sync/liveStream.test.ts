import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLiveStream,
  GIVE_UP_AFTER,
  READY_TIMEOUT_MS,
  type LiveState,
} from '../../../src/sync/liveStream.ts'

/** A server's answer whose body the test writes event by event. */
function streamAnswer(status = 200, headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  const encoder = new TextEncoder()
  return {
    response: new Response(status === 200 ? body : null, { status, headers }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
    },
    end: () => controller.close(),
    /** What fetch does to a body when its request is aborted. */
    abort: () => controller.error(new DOMException('Aborted', 'AbortError')),
  }
}

type Answer = ReturnType<typeof streamAnswer>

function harness(answers: Answer[], renew: () => Promise<boolean> = async () => true) {
  const seen: { token: string | null }[] = []
  const states: LiveState[] = []
  let pokes = 0
  let token = 'first'
  const stream = createLiveStream({
    url: 'https://crm.test/api/sync/live',
    token: () => token,
    renew: async () => {
      const ok = await renew()
      if (ok) token = 'renewed'
      return ok
    },
    onPoke: () => pokes++,
    onState: (state) => states.push(state),
    random: () => 0,
    fetch: async (_url, init) => {
      const headers = new Headers(init?.headers)
      seen.push({ token: headers.get('Authorization') })
      const next = answers.shift()
      if (!next) return new Promise<Response>(() => {})
      init?.signal?.addEventListener('abort', () => next.abort())
      return next.response
    },
  })
  return { stream, seen, states, pokes: () => pokes }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('the live stream', () => {
  it('is live once ready, and pokes on ready (what moved meanwhile) and on every change', async () => {
    const answer = streamAnswer()
    const { stream, states, pokes, seen } = harness([answer])
    stream.start()
    await settle()
    expect(seen).toEqual([{ token: 'Bearer first' }])
    expect(stream.state()).toBe('connecting')
    answer.send('ready', { heartbeatSeconds: 25 })
    await settle()
    expect(stream.state()).toBe('live')
    expect(pokes()).toBe(1)
    answer.send('changed', { seq: 1 })
    answer.send('changed', { seq: 2 })
    await settle()
    expect(pokes()).toBe(3)
    stream.stop()
    expect(states).toEqual(['connecting', 'live', 'off'])
  })

  it('renews an expired token and connects again with the new one', async () => {
    const expired = streamAnswer()
    const next = streamAnswer()
    const { stream, seen } = harness([streamAnswer(401), expired, next])
    stream.start()
    await settle()
    expired.send('ready', { heartbeatSeconds: 25 })
    await settle()
    // The server ends the stream when the token expires: renewed, it opens again.
    expired.send('end', { reason: 'expired' })
    await settle()
    next.send('ready', { heartbeatSeconds: 25 })
    await settle()
    expect(seen.map((call) => call.token)).toEqual([
      'Bearer first',
      'Bearer renewed',
      'Bearer renewed',
    ])
    expect(stream.state()).toBe('live')
    stream.stop()
  })

  it('stops when the session cannot be renewed, and on a provider without live updates', async () => {
    const ended = harness([streamAnswer(401)], async () => false)
    ended.stream.start()
    await settle()
    expect(ended.stream.state()).toBe('off')

    const without = harness([streamAnswer(404)])
    without.stream.start()
    await settle()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(without.seen).toHaveLength(1)
    expect(without.stream.state()).toBe('off')
    // Started again (the session renewed, the device back online): the provider is not asked again.
    without.stream.start()
    await settle()
    expect(without.seen).toHaveLength(1)
  })

  it('starts again after a session that could not be renewed, when someone signs in', async () => {
    const next = streamAnswer()
    const ended = harness([streamAnswer(401), next], async () => false)
    ended.stream.start()
    await settle()
    expect(ended.stream.state()).toBe('off')
    ended.stream.start()
    await settle()
    expect(ended.seen).toHaveLength(2)
  })

  it('reconnects with backoff after a cut stream, and waits as long as a full server asks', async () => {
    const cut = streamAnswer()
    const full = streamAnswer(503, { 'Retry-After': '30' })
    const back = streamAnswer()
    const { stream, seen, pokes } = harness([cut, full, back])
    stream.start()
    await settle()
    cut.send('ready', { heartbeatSeconds: 25 })
    await settle()
    // Cut after it was live: connected again at once (here the server is full).
    cut.end()
    await settle()
    expect(seen).toHaveLength(2)
    expect(stream.state()).toBe('connecting')
    await vi.advanceTimersByTimeAsync(29_000)
    expect(seen).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(seen).toHaveLength(3)
    back.send('ready', { heartbeatSeconds: 25 })
    await settle()
    expect(pokes()).toBe(2)
    stream.stop()
  })

  it('gives up quietly when streams never open (a proxy that buffers them)', async () => {
    const silent = Array.from({ length: GIVE_UP_AFTER + 2 }, () => streamAnswer())
    const { stream, seen } = harness(silent)
    stream.start()
    for (let i = 0; i < GIVE_UP_AFTER; i++)
      await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS + 60_000)
    expect(seen).toHaveLength(GIVE_UP_AFTER)
    expect(stream.state()).toBe('off')
  })

  it('counts a stream that went silent past its heartbeats as dead, and connects again', async () => {
    const quiet = streamAnswer()
    const { stream, seen } = harness([quiet, streamAnswer()])
    stream.start()
    await settle()
    quiet.send('ready', { heartbeatSeconds: 10 })
    await settle()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(6_000 + 1_000)
    expect(seen).toHaveLength(2)
    stream.stop()
  })
})
