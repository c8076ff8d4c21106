import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { keepMasterDataFresh } from './features/master/keepMasterDataFresh.ts'
import { router } from './routes/router.tsx'
import './ui/styles.css'

keepMasterDataFresh()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
