/**
 * The picture an RM's detail shows: a photo chosen on this device that still waits in the outbox
 * (from its op's bytes, so it shows offline), else the server's photo, fetched while the detail is
 * open and online (its file view call answers a signed link, whose file is the picture), else
 * none (the default avatar).
 */
import { useEffect, useState } from 'react'
import { isRecord } from '../../contract/validate.ts'
import { fileExtension } from '../../domain/uploads.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import type { Transport } from '../../sync/transport.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { useOffline } from '../sync/useSyncEngineStatus.ts'

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

/** A chosen photo's bytes as an <img> shows them without the network. */
export function rmPhotoDataUrl(filename: string, fileBase64: string): string {
  const type = IMAGE_TYPES[fileExtension(filename)] ?? 'application/octet-stream'
  return `data:${type};base64,${fileBase64}`
}

/** The newest photo the RM's unsettled ops send; null when none does. */
export function waitingPhoto(ops: readonly OutboxOp[]): string | null {
  for (const op of [...ops].reverse()) {
    const { fileBase64, filename } = op.args
    if (typeof fileBase64 === 'string' && fileBase64 !== '' && typeof filename === 'string') {
      return rmPhotoDataUrl(filename, fileBase64)
    }
  }
  return null
}

/** The picture behind a file view path, as a blob; null when it cannot be had. */
async function downloadPhoto(transport: Transport, fileUrl: string): Promise<Blob | null> {
  const view = await transport.send({ method: 'GET', path: fileUrl })
  if (view.status !== 200 || !isRecord(view.body) || typeof view.body.url !== 'string') return null
  const response = await fetch(view.body.url)
  if (!response.ok) return null
  const blob = await response.blob()
  return blob.type.startsWith('image/') ? blob : null
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
    let objectUrl: string | null = null
    let cancelled = false
    downloadPhoto(syncEngine.transport, fileUrl)
      .then((blob) => {
        if (cancelled || !blob) return
        objectUrl = URL.createObjectURL(blob)
        setFetched({ fileUrl, src: objectUrl })
      })
      .catch(() => {
        // Offline meanwhile, an expired link, an unreadable file: the default avatar shows.
      })
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [fileUrl, offline, waiting])

  if (waiting) return waiting
  return fetched && fetched.fileUrl === fileUrl ? fetched.src : null
}
