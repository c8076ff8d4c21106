import type { ConnectivityMonitor } from './connectivity.ts'
import { SessionEndedError, type Transport } from './transport.ts'

/** Feeds the outcome of every request through `transport` to the connectivity monitor. */
export function observedTransport(transport: Transport, monitor: ConnectivityMonitor): Transport {
  return {
    async send(request) {
      try {
        const response = await transport.send(request)
        monitor.record({ type: response.status >= 500 ? 'serverError' : 'answered' })
        return response
      } catch (error) {
        monitor.record({ type: error instanceof SessionEndedError ? 'answered' : 'noAnswer' })
        throw error
      }
    },
  }
}
