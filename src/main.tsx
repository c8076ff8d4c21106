import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startBriefcase, startLiveUpdates } from './features/briefcase/index.ts'
import { whenAccountDeactivated } from './app/apiClient.ts'
import { loadEntityOpTypes } from './entities/opTypes.ts'
import { onDeviceWiped } from './entities/session/wipeDevice.ts'
import { loadOpTypesWith, opTypesReady } from './sync/opRegistry.ts'
import { loadFirstWhenLanded } from './ui/prefetch.ts'
import { router } from './routes/router.tsx'
import './ui/styles.css'

// The op types are a good part of the app's code and the first screen needs none: they load
// first once it has drawn, and whatever sends or makes a change before waits for them.
loadOpTypesWith(loadEntityOpTypes)
loadFirstWhenLanded(opTypesReady)
startBriefcase()
startLiveUpdates()
// Loaded only when it happens: the device hands the unsent changes over and wipes.
whenAccountDeactivated(
  () =>
    void import('./app/leaveDeactivatedAccount.ts').then((module) =>
      module.leaveDeactivatedAccount(),
    ),
)
// Another tab signed out (or was deactivated) and deleted the data: this one starts afresh too.
onDeviceWiped(() => window.location.replace('/'))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
