/**
 * Keeps the client cache filled while a client screen is open: every client and contact on entry
 * and on the `online` event. Screens never wait for it; they render what IndexedDB holds.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { pullAllClients, pullAllContacts } from './clientPulls.ts'

export interface ClientsPullState {
  pulling: boolean
  failed: boolean
  refresh: () => void
}

export function useClientsPull(): ClientsPullState {
  const running = useRef(false)
  const [state, setState] = useState({ pulling: false, failed: false })

  const refresh = useCallback(() => {
    if (running.current) return
    if (!navigator.onLine) {
      setState({ pulling: false, failed: true })
      return
    }
    running.current = true
    setState({ pulling: true, failed: false })
    pullAllClients()
      .then(() => pullAllContacts())
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        running.current = false
        setState({ pulling: false, failed })
      })
  }, [])

  useEffect(() => {
    const first = setTimeout(refresh, 0)
    window.addEventListener('online', refresh)
    return () => {
      clearTimeout(first)
      window.removeEventListener('online', refresh)
    }
  }, [refresh])

  return { ...state, refresh }
}
