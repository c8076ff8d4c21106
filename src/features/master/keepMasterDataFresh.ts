import { browserSession } from '../../store/browserSession.ts'
import { pullMasterData } from './pullMasterData.ts'

/** Pulls master data on app start and whenever the device comes back online, when signed in. */
export function keepMasterDataFresh(): () => void {
  const pullWhenPossible = () => {
    if (navigator.onLine && browserSession.current()) void pullMasterData()
  }
  pullWhenPossible()
  window.addEventListener('online', pullWhenPossible)
  return () => window.removeEventListener('online', pullWhenPossible)
}
