import { Outlet } from '@tanstack/react-router'
import { LazyDialogHost } from '../ui/dialogs/LazyDialogHost.tsx'
import { MobileNotice } from '../ui/MobileNotice.tsx'
import { LazyUpdateBanner } from '../ui/LazyUpdateBanner.tsx'
import { useIsMobile } from '../ui/useIsMobile.ts'

/** Below 768 px every page shows only the mobile notice. */
export function RootLayout() {
  const mobile = useIsMobile()
  return (
    <>
      {mobile ? (
        <MobileNotice />
      ) : (
        <>
          <Outlet />
          <LazyDialogHost />
        </>
      )}
      <LazyUpdateBanner hidden={mobile} />
    </>
  )
}
