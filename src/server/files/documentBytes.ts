/**
 * What the bytes call needs of a document's file before it reads the bytes: its deal (for the
 * access rule) and its tag. The tag is the bytes' SHA-256, computed by the database, so a device
 * whose kept copy is current gets its 304 without the file crossing to this process.
 */
import { DOCUMENT_VIEW_TYPE, type KeptDocumentType } from '../../contract/uploads.ts'
import { keepsInvoices, ROLE } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import type { Actor } from '../http/env.ts'

const DOCUMENT_TABLES: Record<KeptDocumentType, string> = {
  [DOCUMENT_VIEW_TYPE.proposal]: 'proposals',
  [DOCUMENT_VIEW_TYPE.pricingOrAgreement]: 'documents',
  [DOCUMENT_VIEW_TYPE.invoice]: 'invoices',
}

export interface DocumentFileTag {
  /** null for an invoice without a deal. */
  dealId: number | null
  /** null when the document has no file (or its bytes are gone). */
  fileId: number | null
  /** Hex SHA-256 of the bytes; null without a file. */
  hash: string | null
}

/** The document's deal and its file's tag; undefined when there is no such document. */
export async function readDocumentFileTag(
  db: Db,
  type: KeptDocumentType,
  docId: number,
): Promise<DocumentFileTag | undefined> {
  const [row] = await db.query<{
    deal_id: number | null
    file_id: number | null
    hash: string | null
  }>(
    `SELECT x.deal_id, f.id AS file_id, encode(sha256(f.data), 'hex') AS hash
       FROM ${DOCUMENT_TABLES[type]} x
       LEFT JOIN stored_files f ON f.id = x.file_id AND f.data IS NOT NULL
      WHERE x.id = $1`,
    [docId],
  )
  return row && { dealId: row.deal_id, fileId: row.file_id, hash: row.hash }
}

/**
 * Who reads a document's file: a proposal's or a deal document's as the briefcase keeps their deal
 * (an RM those of deals it is an RM or access of, every other role any deal, as their detail
 * calls do); an invoice's the roles whose invoice lists show it (every invoice, to those roles).
 */
export async function mayReadDocumentFile(
  db: Db,
  actor: Actor,
  type: KeptDocumentType,
  dealId: number | null,
): Promise<boolean> {
  if (type === DOCUMENT_VIEW_TYPE.invoice) return keepsInvoices(actor)
  if (actor.roleId !== ROLE.rm) return true
  const [row] = await db.query<{ owned: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM deal_rms WHERE deal_id = $1 AND user_id = $2)
         OR EXISTS (SELECT 1 FROM deal_access WHERE deal_id = $1 AND user_id = $2) AS owned`,
    [dealId, actor.id],
  )
  return row?.owned === true
}
