import { Navigate, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { BriefcaseProgress, OfflineGapsNotice } from '../features/briefcase/index.ts'
import { SearchBox } from '../features/search/index.ts'
import { sidebarForRole } from '../domain/navigation.ts'
import { useSession } from '../entities/session/useSession.ts'
import { AppShell } from '../ui/shell/AppShell.tsx'
import { activeSidebarPath, isWideLayout } from './screens.tsx'
import { useAddressFollowsRemap } from './useAddressFollowsRemap.ts'
import { RefusedRouteNotice } from './RefusedRouteNotice.tsx'
import { loadProfileModal } from '../features/profile/index.ts'
import { lazyComponent } from '../ui/lazyComponent.tsx'
import { prefetchWhenIdle } from '../ui/prefetch.ts'

/** Loaded when it opens or when the page is idle, as every dialog is. */
const ProfileModal = lazyComponent(() => loadProfileModal().then((module) => module.ProfileModal))
prefetchWhenIdle(ProfileModal.preload)

/**
 * The shell around every guarded route; leaving the session (log out, failed refresh) returns to /.
 * The address it shows follows the remap of a row created on this device.
 */
export function AppLayout() {
  const session = useSession()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const navigate = useNavigate()
  const [profileOpen, setProfileOpen] = useState(false)
  useAddressFollowsRemap()
  if (!session) return <Navigate to="/" replace />
  const { profile } = session
  return (
    <AppShell
      entries={sidebarForRole(profile.roleId)}
      activePath={activeSidebarPath(pathname)}
      onNavigate={(path) => void navigate({ to: path })}
      wide={isWideLayout(pathname)}
      userName={profile.name}
      profilePic={profile.profilePic}
      onOpenProfile={() => setProfileOpen(true)}
      search={<SearchBox />}
      status={<BriefcaseProgress />}
      notice={
        <>
          <RefusedRouteNotice />
          <OfflineGapsNotice />
        </>
      }
    >
      <Outlet />
      {profileOpen && <ProfileModal profile={profile} onClose={() => setProfileOpen(false)} />}
    </AppShell>
  )
}
