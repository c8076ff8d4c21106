import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './entities/syncRegistry.ts'
import { startBriefcase } from './features/briefcase/briefcaseRunner.ts'
import { router } from './routes/router.tsx'
import './ui/styles.css'

startBriefcase()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
