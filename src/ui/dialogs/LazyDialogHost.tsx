import { lazy, Suspense } from 'react'
import { useOpenDialogs } from './useDialogs.ts'

const DialogHost = lazy(() =>
  import('./DialogHost.tsx').then((module) => ({ default: module.DialogHost })),
)

/** Loads the dialog components (Headless UI, DOMPurify) only once a dialog opens. */
export function LazyDialogHost() {
  const opened = useOpenDialogs().length > 0
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  )
}
