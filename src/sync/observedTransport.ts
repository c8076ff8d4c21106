import type { ConnectivityMonitor } from './connectivity.ts'
import { SessionEndedError, type Transport } from './transport.ts'

/** Feeds the outcome of every request through `transport` to the connectivity monitor. */
export function observedTransport(transport: Transport, monitor: ConnectivityMonitor): Transport {
  return {
    async send(request) {
      const sentIn = monitor.offlineCount()
      try {
        const response = await transport.send(request)
        monitor.record(
          response.status >= 500 ? { type: 'serverError' } : { type: 'answered', sentIn },
        )
        return response
      } catch (error) {
        monitor.record(
          error instanceof SessionEndedError ? { type: 'answered', sentIn } : { type: 'noAnswer' },
        )
        throw error
      }
    },
  }
}
