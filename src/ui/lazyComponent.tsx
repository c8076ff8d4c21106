/**
 * A component whose code loads when it is first drawn (a dialog when it opens, a tab when it is
 * chosen), not with the screen around it; `preload` fetches it ahead (see prefetchWhenIdle). It
 * draws `fallback` (nothing by default) while its chunk arrives.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches and evaluates the component's chunk (once). */
  preload: () => Promise<unknown>
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => (loading ??= load())
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  const Loaded = (props: P) => (
    <Suspense fallback={fallback}>
      <Lazy {...(props as P & { key?: never })} />
    </Suspense>
  )
  return Object.assign(Loaded, { preload })
}
