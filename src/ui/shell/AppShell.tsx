import { useState, type ReactNode } from 'react'
import type { SidebarEntry } from '../../domain/navigation.ts'
import { Sidebar } from './Sidebar.tsx'
import { TopBar } from './TopBar.tsx'

interface AppShellProps {
  entries: readonly SidebarEntry[]
  activePath: string | null
  onNavigate: (path: string) => void
  /** The wider content layout (/deals and /invoices). */
  wide: boolean
  userName: string
  profilePic: string | null
  onOpenProfile: () => void
  /** The top bar's search box (the app's global search). */
  search?: ReactNode
  /** Shown in the top bar before the sync status (e.g. offline preparation). */
  status?: ReactNode
  /** Shown above every screen's content (e.g. what is not available offline). */
  notice?: ReactNode
  children: ReactNode
}

/** Top bar, role-based sidebar and the content area. */
export function AppShell({
  entries,
  activePath,
  onNavigate,
  wide,
  userName,
  profilePic,
  onOpenProfile,
  search,
  status,
  notice,
  children,
}: AppShellProps) {
  const [sidebarExpanded, setSidebarExpanded] = useState(true)
  return (
    <div className="flex h-full flex-col">
      <TopBar
        sidebarExpanded={sidebarExpanded}
        onToggleSidebar={
          entries.length > 0 ? () => setSidebarExpanded((expanded) => !expanded) : null
        }
        userName={userName}
        profilePic={profilePic}
        onOpenProfile={onOpenProfile}
        search={search}
        status={status}
      />
      <div className="flex min-h-0 flex-1">
        {entries.length > 0 && (
          <Sidebar
            entries={entries}
            activePath={activePath}
            expanded={sidebarExpanded}
            onNavigate={onNavigate}
          />
        )}
        <main className="min-w-0 flex-1 overflow-y-auto">
          <div
            data-layout={wide ? 'wide' : 'standard'}
            className={`mx-auto px-4 py-6 sm:px-6 lg:px-8 ${wide ? 'max-w-none' : 'max-w-6xl'}`}
          >
            {notice}
            {children}
          </div>
        </main>
      </div>
    </div>
  )
}
