/**
 * The picture an RM's detail shows: a photo chosen on this device that still waits in the outbox
 * (from its op's bytes, so it shows offline), else the server's photo, fetched while the detail is
 * open and online, else none (the default avatar).
 */
import { useEffect, useState } from 'react'
import { fileDataUrl } from '../../domain/uploads.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { downloadPhoto } from '../../entities/profile/downloadPhoto.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'

/** The newest photo the RM's unsettled ops send; null when none does. */
export function waitingPhoto(ops: readonly OutboxOp[]): string | null {
  for (const op of [...ops].reverse()) {
    const { fileBase64, filename } = op.args
    if (typeof fileBase64 === 'string' && fileBase64 !== '' && typeof filename === 'string') {
      return fileDataUrl(filename, fileBase64)
    }
  }
  return null
}

interface Fetched {
  fileUrl: string
  src: string
}

export function useRmPhoto(fileUrl: string | null | undefined, ops: readonly OutboxOp[]) {
  const offline = useOffline()
  const [fetched, setFetched] = useState<Fetched | null>(null)
  const waiting = waitingPhoto(ops)

  useEffect(() => {
    if (!fileUrl || offline || waiting) return
    let cancelled = false
    downloadPhoto(syncEngine.transport, fileUrl)
      .then((src) => {
        if (!cancelled && src) setFetched({ fileUrl, src })
      })
      .catch(() => {
        // Offline meanwhile, an expired link, an unreadable file: the default avatar shows.
      })
    return () => {
      cancelled = true
    }
  }, [fileUrl, offline, waiting])

  if (waiting) return waiting
  return fetched && fetched.fileUrl === fileUrl ? fetched.src : null
}
