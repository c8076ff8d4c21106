/** 'Export to excel': busy while the file is made; a reason beside it when it cannot be made. */
import { useState } from 'react'
import { DownloadIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { ExportUnavailable } from './exportAnswer.ts'

export const EXPORT_LABEL = 'Export to excel'

export function ExportButton({ run, label = EXPORT_LABEL }: { run: () => Promise<unknown>; label?: string }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const start = () => {
    setBusy(true)
    setProblem(null)
    run()
      .catch((error: unknown) => {
        if (!(error instanceof ExportUnavailable)) console.error('Export failed:', error)
        setProblem(
          error instanceof ExportUnavailable
            ? error.message
            : 'The file could not be made. Please try again.',
        )
      })
      .finally(() => setBusy(false))
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" loading={busy} onClick={start}>
        {!busy && <DownloadIcon className="size-4" />}
        {label}
      </Button>
      {problem && (
        <span role="alert" className="text-xs text-red-700">
          {problem}
        </span>
      )}
    </span>
  )
}
