/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerOutboxSync } from './outboxSync.ts'

declare const self: ServiceWorkerGlobalScope

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

// Deep links (/deals, /clients...) load offline from the precached shell; the API never does.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }),
)

// API calls skip the worker (static routing, where the browser has it): otherwise each one wakes
// the worker and crosses to its thread only for the router to pass it on to the network.
self.addEventListener('install', (event) => {
  const routing = event as ExtendableEvent & { addRoutes?(rules: unknown): Promise<void> }
  if (!routing.addRoutes) return
  event.waitUntil(
    routing.addRoutes({ condition: { urlPattern: '/api/*' }, source: 'network' }).catch(() => {}),
  )
})

// The first install takes over open pages at once (so they work offline without a reload);
// later versions wait for the page's "Reload" (SKIP_WAITING) and then take over.
clientsClaim()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

registerOutboxSync()
