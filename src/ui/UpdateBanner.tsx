/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Button } from './Button.tsx'
import { RefreshIcon } from './icons.tsx'

/**
 * Registers the service worker and, when a new version is waiting, offers a reload in a small
 * banner that does not block the page. It sits at the top, under the top bar, where no screen
 * keeps a control: at the bottom right it covered the pipeline footer's Count it.
 */
export function UpdateBanner({ hidden = false }: { hidden?: boolean }) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW()
  if (!needRefresh || hidden) return null
  return (
    <div
      role="status"
      className="fixed top-18 left-1/2 z-40 flex -translate-x-1/2 items-center gap-3 rounded-xl bg-slate-900 py-2.5 pr-2.5 pl-4 text-sm text-white shadow-lg"
    >
      <RefreshIcon className="size-5 text-brand-100" />
      <span>A new version is available</span>
      <Button className="h-8 px-3" onClick={() => void updateServiceWorker(true)}>
        Reload
      </Button>
      <Button
        variant="ghost"
        className="h-8 px-3 text-slate-300 hover:bg-slate-800 hover:text-white"
        onClick={() => setNeedRefresh(false)}
      >
        Later
      </Button>
    </div>
  )
}
