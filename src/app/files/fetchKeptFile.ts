/**
 * The bytes of a file the briefcase keeps, by the bytes call with the session's bearer token. The
 * API client reads answers as text, so this reads the Blob itself; an expired token is renewed
 * through the client (one refresh shared with every other request) and the call sent once more.
 */
import { API_BASE } from '../../api/config.ts'
import { pathOf } from '../../contract/route.ts'
import { UPLOAD_ROUTES } from '../../contract/uploads.ts'
import type { FetchedFile, FileFetch } from '../../entities/documents/fillKeptFiles.ts'
import { browserSession } from '../../entities/session/browserSession.ts'
import { apiClient } from '../apiClient.ts'

/** A 10 MB file at 2 Mbit/s takes 40 s. */
const FILE_TIMEOUT_MS = 120_000

const send = (url: string, etag: string | undefined): Promise<Response> => {
  const token = browserSession.current()?.accessToken
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (etag) headers['If-None-Match'] = etag
  return fetch(url, { headers, signal: AbortSignal.timeout(FILE_TIMEOUT_MS) })
}

export const fetchKeptFile: FileFetch = async (file, etag): Promise<FetchedFile> => {
  const url = API_BASE + pathOf(UPLOAD_ROUTES.fileBytes, { type: file.type, docId: file.docId })
  let response = await send(url, etag)
  if (response.status === 401 && (await response.clone().text()) === '') {
    await apiClient.refreshSession()
    response = await send(url, etag)
  }
  if (response.status === 304) return { status: 'unchanged' }
  if (response.status === 204) return { status: 'noFile' }
  if (response.status === 403 || response.status === 404) return { status: 'gone' }
  if (!response.ok) throw new Error(`The file call answered ${response.status}`)
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
  const bytes = await response.blob()
  return {
    status: 'fetched',
    // The Blob keeps the type it is opened with.
    bytes: bytes.type === type ? bytes : new Blob([bytes], { type }),
    etag: response.headers.get('ETag') ?? '',
    type,
  }
}
