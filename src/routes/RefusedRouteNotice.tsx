import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { DEFAULT_ROUTE } from '../domain/navigation.ts'
import { CloseIcon } from '../ui/icons.tsx'
import { clearRefusedRoute, refusedRouteText, useRefusedRoute } from './refusedRoute.ts'

/**
 * Says, on the pipeline, why the person landed there instead of the screen asked for; gone once
 * they dismiss it or move to another screen.
 */
export function RefusedRouteNotice() {
  const title = useRefusedRoute()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const home = pathname === DEFAULT_ROUTE
  // The guard notes the refusal before the redirect lands: only a move away after it was shown clears it.
  const shown = useRef(false)
  useEffect(() => {
    if (title === null) shown.current = false
    else if (home) shown.current = true
    else if (shown.current) clearRefusedRoute()
  }, [title, home])
  if (title === null || !home) return null
  return (
    <p
      role="status"
      data-refused-route
      className="mb-4 flex items-center gap-3 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <span className="flex-1">{refusedRouteText(title)}</span>
      <button
        type="button"
        onClick={clearRefusedRoute}
        aria-label="Dismiss"
        className="rounded-md p-1 text-amber-700 hover:bg-amber-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </p>
  )
}
