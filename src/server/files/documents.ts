import { DOCUMENT_VIEW_TYPE, type DocumentViewType } from '../../contract/uploads.ts'
import type { Db } from '../db/db.ts'

/** Where a document view key's docId lives, per type (1 proposal, 2 pricing/agreement, 3 invoice). */
const DOCUMENT_TABLES: Record<DocumentViewType, string> = {
  [DOCUMENT_VIEW_TYPE.proposal]: 'proposals',
  [DOCUMENT_VIEW_TYPE.pricingOrAgreement]: 'documents',
  [DOCUMENT_VIEW_TYPE.invoice]: 'invoices',
}

/**
 * The stored file of a document view key: undefined when there is no such document, null when
 * it has no file.
 */
export async function readDocumentFileId(
  db: Db,
  type: DocumentViewType,
  docId: number,
): Promise<number | null | undefined> {
  const [document] = await db.query<{ file_id: number | null }>(
    `SELECT file_id FROM ${DOCUMENT_TABLES[type]} WHERE id = $1`,
    [docId],
  )
  return document?.file_id
}
