/** Whether the app's op types are registered (they load after the first screen). */
import { useEffect, useState } from 'react'
import { opTypesReady } from '../../sync/opRegistry.ts'

export function useOpTypesReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void opTypesReady().then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [])
  return ready
}
