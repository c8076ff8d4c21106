import type { ReactNode } from 'react'
import { APP_TITLE } from '../../domain/navigation.ts'
import { Avatar } from '../Avatar.tsx'
import { CloudOffIcon, MenuIcon } from '../icons.tsx'
import { Logo } from '../Logo.tsx'
import { useSyncStatus } from '../sync/SyncStatusContext.tsx'
import { SyncStatusIndicator } from '../sync/SyncStatusIndicator.tsx'
import { useOnline } from '../useOnline.ts'

interface TopBarProps {
  sidebarExpanded: boolean
  /** None when the role has no sidebar entries (no menu button then: it would do nothing). */
  onToggleSidebar: (() => void) | null
  userName: string
  profilePic: string | null
  onOpenProfile: () => void
  /** The search box, between the title and the status (the app's global search). */
  search?: ReactNode
  status?: ReactNode
}

export function TopBar({
  sidebarExpanded,
  onToggleSidebar,
  userName,
  profilePic,
  onOpenProfile,
  search,
  status,
}: TopBarProps) {
  const online = useOnline()
  const sync = useSyncStatus()
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4">
      {onToggleSidebar && (
        <button
          type="button"
          onClick={onToggleSidebar}
          aria-label="Toggle sidebar"
          aria-controls="app-sidebar"
          aria-expanded={sidebarExpanded}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <MenuIcon className="size-6" />
        </button>
      )}
      <Logo className="size-8 shrink-0" />
      <h1 className="truncate text-base font-semibold tracking-tight text-slate-900 sm:text-lg">
        {APP_TITLE}
      </h1>
      <div className="flex min-w-0 flex-1 justify-center px-2">{search}</div>
      <div className="ml-auto flex items-center gap-3">
        {status}
        {sync && <SyncStatusIndicator />}
        {!sync && !online && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
            <CloudOffIcon className="size-4" />
            Offline
          </span>
        )}
        <button
          type="button"
          onClick={onOpenProfile}
          // The name shown (on wide screens) begins the button's name, as what is seen is said.
          aria-label={`${userName} (open profile)`}
          className="flex items-center gap-2.5 rounded-full py-1 pr-1 pl-3 hover:bg-slate-100"
        >
          <span className="hidden max-w-48 truncate text-sm font-medium text-slate-700 lg:block">
            {userName}
          </span>
          <Avatar src={profilePic} name={userName} className="size-9" />
        </button>
      </div>
    </header>
  )
}
