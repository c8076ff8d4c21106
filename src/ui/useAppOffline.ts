import { useSyncExternalStore } from 'react'

/**
 * Whether the app itself opens without a connection: a service worker controls the page (its
 * first install precached the app and then claimed the page). A build without the worker (the
 * dev server) or a browser without service workers has nothing to wait for.
 */
export function appOpensOffline(
  container: Pick<ServiceWorkerContainer, 'controller'> | undefined,
  workerBuilt: boolean,
): boolean {
  return !workerBuilt || container === undefined || container.controller !== null
}

let found: { workers: ServiceWorkerContainer | undefined } | undefined

/**
 * The page's service worker container, looked up once: React reads the snapshot at every render
 * of the progress bar, and Chromium's getter cost a fill tens of milliseconds.
 */
const container = (): ServiceWorkerContainer | undefined =>
  (found ??= {
    workers:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator
        ? navigator.serviceWorker
        : undefined,
  }).workers

function subscribe(listener: () => void): () => void {
  const workers = container()
  workers?.addEventListener('controllerchange', listener)
  return () => workers?.removeEventListener('controllerchange', listener)
}

/** appOpensOffline, live. */
export function useAppOpensOffline(): boolean {
  return useSyncExternalStore(subscribe, () => appOpensOffline(container(), import.meta.env.PROD))
}
