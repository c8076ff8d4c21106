/**
 * What the Document card writes and reads: an upload is queued with the file's bytes (it reaches
 * the server when it can, also after the tab is closed); View opens the file from the device when the
 * briefcase keeps it, else asks the server for a signed link and opens it in a new tab.
 */
import { isApiError } from '../../api/errors.ts'
import {
  DOCUMENT_VIEW_TYPE,
  PRICING_DOCUMENT_TYPE,
  UPLOAD_ROUTES,
  type FileViewResponse,
  type PricingDocumentType,
} from '../../contract/uploads.ts'
import { pathOf } from '../../contract/route.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { db } from '../../entities/db.ts'
import { enqueue } from '../../sync/commands.ts'
import { showAlert, showResult } from '../../ui/dialogs/dialogStore.ts'
import { showApiError } from '../../ui/dialogs/showApiError.ts'
import { apiClient } from '../../app/apiClient.ts'
import { documentFileRefusal } from './documentFile.ts'
import { beginSave } from '../sync/index.ts'
import { keptFileKey } from '../../entities/documents/keptFileRows.ts'
import { findKeptFile } from '../../entities/documents/keptFileReads.ts'
import { keepAfterOpening, openFromDevice } from '../../app/files/openFromDevice.ts'

export const VIEW_NEEDS_CONNECTION = {
  title: 'You are offline',
  message: 'Viewing a document needs a connection. Try again once you are online.',
} as const

const UPLOADED: Readonly<Record<PricingDocumentType, string>> = {
  [PRICING_DOCUMENT_TYPE.pricing]: SUCCESS.pricingUpdated,
  [PRICING_DOCUMENT_TYPE.agreement]: SUCCESS.agreementUpdated,
}

/** Checks the chosen file, then queues it; answers true when it was queued. */
export async function uploadDocument(
  dealId: number,
  documentType: PricingDocumentType,
  file: File | null,
  userId: number,
): Promise<boolean> {
  const refusal = documentFileRefusal(file)
  if (refusal || !file) {
    await showResult({ icon: 'error', title: refusal ?? '', button: 'Close' })
    return false
  }
  const bytes = await file.arrayBuffer()
  const announce = await beginSave()
  await enqueue(
    db,
    'deal.uploadDocument',
    {
      dealId,
      documentType,
      fileName: file.name,
      mimeType: file.type || 'application/octet-stream',
      bytes,
    },
    userId,
  )
  await announce({ icon: 'success', title: UPLOADED[documentType], button: 'Close' })
  return true
}

/**
 * Opens the stored pricing or agreement document in a new tab: from the device when the
 * briefcase keeps it, else online (and kept then if the briefcase wants it).
 */
export async function viewDocument(documentId: number, userId: number): Promise<void> {
  const key = keptFileKey(DOCUMENT_VIEW_TYPE.pricingOrAgreement, documentId)
  if ((await openFromDevice(await findKeptFile(db, { key }))) !== 'online') return
  try {
    const answer = await apiClient.request<FileViewResponse>(
      pathOf(UPLOAD_ROUTES.documentView, {
        type: DOCUMENT_VIEW_TYPE.pricingOrAgreement,
        docId: documentId,
        userId,
      }),
    )
    window.open(answer.url, '_blank', 'noopener,noreferrer')
    keepAfterOpening((file) => file.key === key)
  } catch (error) {
    if (!isApiError(error)) throw error
    if (error.kind === 'network') await showAlert(VIEW_NEEDS_CONNECTION)
    else await showApiError(error)
  }
}
