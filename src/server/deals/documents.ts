import type { Db } from '../db/db.ts'

/** Adds a pricing or agreement document (a stored file) to the deal; answers its id. */
export async function insertDealDocument(
  tx: Db,
  document: {
    dealId: number
    documentType: number
    fileId: number
    filename: string
    uploadedBy: number
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO documents (deal_id, document_type, file_id, filename, uploaded_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      document.dealId,
      document.documentType,
      document.fileId,
      document.filename,
      document.uploadedBy,
    ],
  )
  return row!.id
}
