/**
 * Connectivity from real request outcomes, not only navigator.onLine: the browser's online/offline
 * events and the result of every request feed one small state machine.
 * - online: the last request got an answer (or nothing failed since the browser came online);
 * - degraded: the browser says online but requests fail (5xx, or a few missing answers);
 * - offline: the browser says offline, or OFFLINE_AFTER requests in a row got no answer.
 */

export type Connectivity = 'online' | 'offline' | 'degraded'

export type ConnectivityEvent =
  | { type: 'browserOnline' }
  | { type: 'browserOffline' }
  /**
   * Any HTTP answer below 500: the server is reachable. `sentIn` is the monitor's `offlineCount()`
   * when the request was sent: an answer to a request sent before the browser went offline proves
   * nothing about the network now.
   */
  | { type: 'answered'; sentIn?: number }
  | { type: 'serverError' }
  /** No answer: network down, timeout, connection reset. */
  | { type: 'noAnswer' }

export interface ConnectivityState {
  browserOnline: boolean
  /** Requests in a row that got no answer. */
  missedAnswers: number
  /** Requests in a row that failed (no answer or 5xx). */
  failures: number
  /** How many times the browser said offline. */
  offlineCount: number
}

export const OFFLINE_AFTER = 3

export const initialConnectivity = (browserOnline: boolean): ConnectivityState => ({
  browserOnline,
  missedAnswers: 0,
  failures: 0,
  offlineCount: 0,
})

export function nextConnectivity(
  state: ConnectivityState,
  event: ConnectivityEvent,
): ConnectivityState {
  switch (event.type) {
    case 'browserOnline':
      return { ...state, browserOnline: true, missedAnswers: 0, failures: 0 }
    case 'browserOffline':
      return { ...state, browserOnline: false, offlineCount: state.offlineCount + 1 }
    case 'answered':
      if (event.sentIn !== undefined && event.sentIn !== state.offlineCount) return state
      // An answer proves the network works, whatever navigator.onLine said.
      return { ...state, browserOnline: true, missedAnswers: 0, failures: 0 }
    case 'serverError':
      return { ...state, missedAnswers: 0, failures: state.failures + 1 }
    case 'noAnswer':
      return { ...state, missedAnswers: state.missedAnswers + 1, failures: state.failures + 1 }
  }
}

export function connectivityOf(state: ConnectivityState): Connectivity {
  if (!state.browserOnline || state.missedAnswers >= OFFLINE_AFTER) return 'offline'
  return state.failures > 0 ? 'degraded' : 'online'
}

export interface ConnectivityMonitor {
  current(): Connectivity
  /** How many times the browser said offline so far (see the `answered` event). */
  offlineCount(): number
  record(event: ConnectivityEvent): void
  subscribe(listener: (connectivity: Connectivity) => void): () => void
}

export function createConnectivityMonitor(browserOnline = true): ConnectivityMonitor {
  let state = initialConnectivity(browserOnline)
  const listeners = new Set<(connectivity: Connectivity) => void>()
  return {
    current: () => connectivityOf(state),
    offlineCount: () => state.offlineCount,
    record(event) {
      const before = connectivityOf(state)
      state = nextConnectivity(state, event)
      const after = connectivityOf(state)
      if (after !== before) for (const listener of listeners) listener(after)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
