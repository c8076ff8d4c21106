import { UPLOAD_ROUTES, fileBytesParams } from '../../contract/uploads.ts'
import { mayReadDocumentFile, readDocumentFileTag } from '../files/documentBytes.ts'
import { readStoredFile } from '../files/store.ts'
import { valid, type Api } from '../http/api.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { contentDisposition } from './files.ts'

const matchesTag = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  (header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))

/**
 * GET /File/bytes/{type}/{docId}: a document's file for the device's briefcase, with the bearer
 * token (the signed-link download is for a new tab, which carries none). The tag is checked
 * before the bytes are read, so an unchanged kept file costs a few headers.
 */
export function registerFileBytesRoute(api: Api): void {
  api.raw(UPLOAD_ROUTES.fileBytes.pattern, async (c) => {
    const { type, docId } = valid(
      fileBytesParams,
      { type: c.req.param('type'), docId: c.req.param('docId') },
      'path',
    )
    const { db } = api.services
    const document = await readDocumentFileTag(db, type, docId)
    if (!document) throw notFound('Document')
    if (!(await mayReadDocumentFile(db, c.get('actor'), type, document.dealId))) throw forbidden()
    // The document names a file the server does not hold (the demo data's invoices): nothing to
    // keep, said without an error the browser would log.
    if (document.fileId === null || document.hash === null)
      return new Response(null, { status: 204 })
    const etag = `"${document.hash}"`
    // no-cache: the browser's HTTP cache must not answer for the server; the device keeps its copy.
    const cache = { ETag: etag, 'Cache-Control': 'private, no-cache' }
    if (matchesTag(c.req.header('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers: cache })
    }
    const file = await readStoredFile(db, document.fileId)
    if (!file) throw notFound('File')
    return new Response(file.data, {
      status: 200,
      headers: {
        ...cache,
        'Content-Type': file.contentType,
        'Content-Length': String(file.data.byteLength),
        'Content-Disposition': contentDisposition(file.filename),
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
