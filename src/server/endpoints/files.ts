import type { Context } from 'hono'
import { pathOf } from '../../contract/route.ts'
import {
  FILE_LINK_TTL_SECONDS,
  UPLOAD_ROUTES,
  type FileViewResponse,
} from '../../contract/uploads.ts'
import type { Db } from '../db/db.ts'
import { readDocumentFileId } from '../files/documents.ts'
import { readStoredFile, readStoredFileName } from '../files/store.ts'
import { signFileViewToken, verifyFileViewToken } from '../files/viewToken.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import type { AppEnv } from '../http/env.ts'
import { describe, HttpError, notFound } from '../http/errors.ts'

const linkExpired = (): HttpError =>
  new HttpError(403, describe('This link has expired or is not valid; open the file again'))

/** The download route under the same base as the view call that answers it. */
function downloadUrl(c: Context<AppEnv>, fileId: number, token: string): string {
  const url = new URL(c.req.url)
  url.pathname = url.pathname.replace(
    /\/file\/view\/.*$/i,
    pathOf(UPLOAD_ROUTES.fileDownload, { fileId }),
  )
  url.search = ''
  url.searchParams.set('token', token)
  return url.toString()
}

/** `inline` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * File views answer a short-lived signed link (a new tab carries no bearer header); the link's
 * download route is public and streams the stored file inline.
 */
export function registerFileRoutes(api: Api): void {
  const { jwtKey } = api.services

  async function link(c: Context<AppEnv>, db: Db, fileId: number): Promise<FileViewResponse> {
    const filename = await readStoredFileName(db, fileId)
    if (filename === undefined) throw notFound('File')
    const expiresAt = new Date(Date.now() + FILE_LINK_TTL_SECONDS * 1000)
    const token = await signFileViewToken(jwtKey, fileId, expiresAt)
    return { url: downloadUrl(c, fileId, token), filename, expiresAt: expiresAt.toISOString() }
  }

  api.serve(UPLOAD_ROUTES.fileView, async (call) => {
    const { fileId } = call.input.params
    return { body: await link(call.c, call.db, fileId) }
  })

  api.serve(UPLOAD_ROUTES.documentView, async (call) => {
    const { type, docId, userId } = call.input.params
    assertSameUser(call.actor, userId)
    const fileId = await readDocumentFileId(call.db, type, docId)
    if (fileId === undefined) throw notFound('Document')
    if (fileId === null) throw notFound('File')
    return { body: await link(call.c, call.db, fileId) }
  })

  api.raw(UPLOAD_ROUTES.fileDownload.pattern, async (c) => {
    const fileId = Number(c.req.param('fileId'))
    const token = c.req.query('token') ?? ''
    if (!Number.isSafeInteger(fileId) || !(await verifyFileViewToken(jwtKey, token, fileId))) {
      throw linkExpired()
    }
    const file = await readStoredFile(api.services.db, fileId)
    if (!file) throw notFound('File')
    return new Response(file.data, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.data.byteLength),
        'Content-Disposition': contentDisposition(file.filename),
        'Cache-Control': `private, max-age=${FILE_LINK_TTL_SECONDS}`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
