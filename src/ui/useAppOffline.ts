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

const container = (): ServiceWorkerContainer | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined

function subscribe(listener: () => void): () => void {
  const workers = container()
  workers?.addEventListener('controllerchange', listener)
  return () => workers?.removeEventListener('controllerchange', listener)
}

/** appOpensOffline, live. */
export function useAppOpensOffline(): boolean {
  return useSyncExternalStore(subscribe, () => appOpensOffline(container(), import.meta.env.PROD))
}
