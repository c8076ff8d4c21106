import { useState } from 'react'

/** When the device went offline (epoch ms), while it is; null online. */
export function useOfflineSince(offline: boolean, now: number): number | null {
  const [seen, setSeen] = useState({ offline, since: offline ? now : null })
  if (seen.offline !== offline) {
    // Adjusted while rendering (React's pattern for state that follows a prop).
    const next = { offline, since: offline ? now : null }
    setSeen(next)
    return next.since
  }
  return seen.since
}
