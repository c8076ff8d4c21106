import { describe, expect, it } from 'vitest'
import {
  connectivityOf,
  createConnectivityMonitor,
  initialConnectivity,
  nextConnectivity,
  OFFLINE_AFTER,
  type Connectivity,
  type ConnectivityEvent,
} from '../../../src/sync/connectivity.ts'

const after = (events: ConnectivityEvent['type'][], browserOnline = true): Connectivity =>
  connectivityOf(
    events.reduce(
      (state, type) => nextConnectivity(state, { type } as ConnectivityEvent),
      initialConnectivity(browserOnline),
    ),
  )

describe('connectivity from request outcomes', () => {
  it('starts from what the browser says', () => {
    expect(after([])).toBe('online')
    expect(after([], false)).toBe('offline')
  })

  it('is degraded while requests fail although the browser says online', () => {
    expect(after(['serverError'])).toBe('degraded')
    expect(after(['noAnswer'])).toBe('degraded')
    expect(after(['serverError', 'serverError', 'serverError', 'serverError'])).toBe('degraded')
  })

  it(`is offline after ${OFFLINE_AFTER} requests in a row without an answer`, () => {
    expect(after(['noAnswer', 'noAnswer'])).toBe('degraded')
    expect(after(['noAnswer', 'noAnswer', 'noAnswer'])).toBe('offline')
    expect(after(['noAnswer', 'noAnswer', 'serverError', 'noAnswer'])).toBe('degraded')
  })

  it('is online again as soon as a request gets an answer, even if the browser said offline', () => {
    expect(after(['noAnswer', 'noAnswer', 'noAnswer', 'answered'])).toBe('online')
    expect(after(['browserOffline', 'answered'])).toBe('online')
  })

  it('takes no answer to a request sent before the browser went offline for a connection', () => {
    const monitor = createConnectivityMonitor(true)
    const sentOnline = monitor.offlineCount()
    monitor.record({ type: 'browserOffline' })
    monitor.record({ type: 'answered', sentIn: sentOnline })
    expect(monitor.current()).toBe('offline')
    // Sent once the browser said offline, an answer does prove the network works.
    monitor.record({ type: 'answered', sentIn: monitor.offlineCount() })
    expect(monitor.current()).toBe('online')
  })

  it('follows the offline and online events of the browser', () => {
    expect(after(['browserOffline'])).toBe('offline')
    expect(after(['noAnswer', 'noAnswer', 'noAnswer', 'browserOnline'])).toBe('online')
  })

  it('tells subscribers only when the connectivity changes', () => {
    const monitor = createConnectivityMonitor(true)
    const seen: Connectivity[] = []
    monitor.subscribe((connectivity) => seen.push(connectivity))
    monitor.record({ type: 'answered' })
    monitor.record({ type: 'serverError' })
    monitor.record({ type: 'serverError' })
    monitor.record({ type: 'browserOffline' })
    monitor.record({ type: 'answered' })
    expect(seen).toEqual(['degraded', 'offline', 'online'])
    expect(monitor.current()).toBe('online')
  })
})
