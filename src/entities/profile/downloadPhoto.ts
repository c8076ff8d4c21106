/**
 * A person's photo from the server: its file view call answers a signed link (no bearer header
 * needed), whose file is the picture. Kept as a data URL, so it shows offline too.
 */
import { isRecord } from '../../contract/validate.ts'
import type { Transport } from '../../sync/transport.ts'
import { fileBase64 } from '../../domain/base64.ts'

/** The photo behind a file view path, as a data URL; null when it cannot be had. */
export type PhotoDownload = (transport: Transport, fileUrl: string) => Promise<string | null>

export const downloadPhoto: PhotoDownload = async (transport, fileUrl) => {
  const view = await transport.send({ method: 'GET', path: fileUrl })
  if (view.status !== 200 || !isRecord(view.body) || typeof view.body.url !== 'string') return null
  const response = await fetch(view.body.url)
  if (!response.ok) return null
  const blob = await response.blob()
  if (!blob.type.startsWith('image/')) return null
  return `data:${blob.type};base64,${await fileBase64(blob)}`
}
