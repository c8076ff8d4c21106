import { useEffect } from 'react'
import { startAppSync } from './startAppSync.ts'

/** Starts the sync engine when the app mounts; it runs for the life of the page. */
export function AppSyncEffect() {
  useEffect(() => startAppSync(), [])
  return null
}
