/** Where the provider API lives and the application credentials it expects on login and refresh. */

const env = import.meta.env as Record<string, string | undefined>

export const API_BASE: string = env.VITE_API_BASE || '/api'

export interface AppCredentials {
  clientId: string
  secret: string
}

export const APP_CREDENTIALS: AppCredentials = {
  clientId: env.VITE_APP_CLIENT_ID || 'crm-web',
  secret: env.VITE_APP_CLIENT_SECRET || 'crm-web-secret',
}

export { REQUEST_TIMEOUT_MS } from './timeouts.ts'
