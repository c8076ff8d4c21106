import { useEffect, useState } from 'react'
import { loadFirstWhenLanded } from './prefetch.ts'
import type { UpdateBanner } from './UpdateBanner.tsx'

/** A page that never lands (the sign-in page) registers the service worker this long after. */
const REGISTER_WITHOUT_LANDING_MS = 5_000

let loading: Promise<typeof UpdateBanner> | null = null

const load = () =>
  (loading ??= import('./UpdateBanner.tsx').then(
    (module) => module.UpdateBanner,
    (error: unknown) => {
      loading = null
      throw error
    },
  ))

/**
 * The update banner, which registers the service worker (and brings workbox-window), loaded at the
 * first idle moment after the screen has landed: registering never competes with the first cards.
 */
export function LazyUpdateBanner({ hidden }: { hidden: boolean }) {
  const [Banner, setBanner] = useState<typeof UpdateBanner | null>(null)
  useEffect(() => {
    let live = true
    const show = () =>
      load().then((loaded) => {
        if (live) setBanner(() => loaded)
      })
    loadFirstWhenLanded(show)
    const fallback = setTimeout(
      () => void show().catch(() => undefined),
      REGISTER_WITHOUT_LANDING_MS,
    )
    return () => {
      live = false
      clearTimeout(fallback)
    }
  }, [])
  return Banner ? <Banner hidden={hidden} /> : null
}
