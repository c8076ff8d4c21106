/**
 * View of an invoice's stored file: from the device when the briefcase keeps it; else the File
 * view call with type 3 (invoice) answers a signed link, opened in a new tab, and the file is kept
 * then if the briefcase wants it.
 */
import { DOCUMENT_VIEW_TYPE, UPLOAD_ROUTES } from '../../../contract/uploads.ts'
import { pathOf } from '../../../contract/route.ts'
import { db } from '../../../entities/db.ts'
import { keptFileKey } from '../../../entities/documents/keptFileRows.ts'
import { findKeptFile } from '../../../entities/documents/keptFileReads.ts'
import { keepAfterOpening, openFromDevice } from '../../../app/files/openFromDevice.ts'
import { openProposalFile } from '../../proposals/index.ts'

export const invoiceFileKey = (invoiceId: number): string =>
  keptFileKey(DOCUMENT_VIEW_TYPE.invoice, invoiceId)

export async function openInvoiceFile(invoiceId: number, userId: number): Promise<void> {
  const key = invoiceFileKey(invoiceId)
  if ((await openFromDevice(await findKeptFile(db, { key }))) !== 'online') return
  await openProposalFile(
    pathOf(UPLOAD_ROUTES.documentView, {
      type: DOCUMENT_VIEW_TYPE.invoice,
      docId: invoiceId,
      userId,
    }),
  )
  keepAfterOpening((file) => file.key === key)
}
