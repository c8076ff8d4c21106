import type { MouseEvent } from 'react'
import type { SidebarEntry } from '../../domain/navigation.ts'
import { NAV_ICONS } from './navIcons.tsx'

interface SidebarProps {
  entries: readonly SidebarEntry[]
  activePath: string | null
  expanded: boolean
  onNavigate: (path: string) => void
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** The entries a role may open; collapsed it shows icons only (names stay accessible). */
export function Sidebar({ entries, activePath, expanded, onNavigate }: SidebarProps) {
  return (
    <nav
      id="app-sidebar"
      aria-label="Main"
      className={`shrink-0 overflow-y-auto border-r border-slate-200 bg-white transition-[width] duration-200 ${expanded ? 'w-64' : 'w-[4.25rem]'}`}
    >
      <ul className="space-y-1 p-3">
        {entries.map((entry) => {
          const active = entry.path === activePath
          const Icon = NAV_ICONS[entry.path]
          return (
            <li key={entry.path}>
              <a
                href={entry.path}
                aria-current={active ? 'page' : undefined}
                title={expanded ? undefined : entry.title}
                onClick={(event) => {
                  if (!isPlainClick(event)) return
                  event.preventDefault()
                  onNavigate(entry.path)
                }}
                className={`group flex h-10 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors ${
                  active
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                {Icon && (
                  <Icon
                    className={`size-5 shrink-0 ${active ? 'text-brand-700' : 'text-slate-400 group-hover:text-slate-600'}`}
                  />
                )}
                <span className={expanded ? 'truncate' : 'sr-only'}>{entry.title}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
