import type {
  InvoicePayload,
  InvoiceRmShare,
  InvoiceTribeShare,
} from '../../contract/invoiceForms.ts'
import type { Versioned } from '../../contract/common.ts'
import { withWholeNominals } from '../../domain/shareNominals.ts'
import type { Db } from '../db/db.ts'
import { replaceShares } from '../db/shares.ts'

/** To be invoiced ('tobe') or invoiced: the invoice list's two tabs. */
export type InvoiceStatus = 'tobe' | 'invoiced'

/** An invoice as a write finds it, its row locked until the transaction ends. */
export interface LockedInvoice {
  id: number
  /** null for an invoice without a deal. */
  dealId: number | null
  clientId: number | null
  dealName: string
  status: InvoiceStatus
  invoiceDate: string
  amount: number
  remarks: string
  /** 0 when none. */
  contactId: number
  fileId: number | null
  filename: string
  createdBy: number | null
  version: number
  /** The users listed as RMs on the invoice. */
  rms: number[]
}

/**
 * An invoice as its form shows it (the save payload's fields, less the acting user and file
 * content), with its tab and version: the body of a 412 answer.
 */
export interface StoredInvoice extends Omit<InvoicePayload, 'userId' | 'fileBase64'>, Versioned {
  status: InvoiceStatus
}

/** The stored fields of an invoice save, after the handler settled the deal, name and file. */
export interface InvoiceRow {
  dealId: number | null
  clientId: number
  dealName: string
  invoiceDate: string
  amount: number
  remarks: string
  contactId: number
  branchId: number
  segmentId: number | null
  picId: number
  /** null keeps the stored file (an update without a new one). */
  file: { fileId: number; filename: string } | null
}

export async function lockInvoice(tx: Db, invoiceId: number): Promise<LockedInvoice | undefined> {
  const [invoice] = await tx.query<Omit<LockedInvoice, 'rms'>>(
    `SELECT id, deal_id AS "dealId", client_id AS "clientId", deal_name AS "dealName", status,
            to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate", amount, remarks,
            coalesce(contact_id, 0) AS "contactId", file_id AS "fileId", filename, created_by AS "createdBy", version
       FROM invoices WHERE id = $1 FOR UPDATE`,
    [invoiceId],
  )
  if (!invoice) return undefined
  const rms = await tx.query<{ user_id: number }>(
    'SELECT user_id FROM invoice_rms WHERE invoice_id = $1',
    [invoiceId],
  )
  return { ...invoice, rms: rms.map((rm) => rm.user_id) }
}

export async function loadStoredInvoice(db: Db, invoiceId: number): Promise<StoredInvoice> {
  const [invoice] = await db.query<StoredInvoice>(
    `SELECT i.id, coalesce(i.client_id, 0) AS "clientId", coalesce(i.deal_id, 0) AS "dealId",
            coalesce(d.name, i.deal_name) AS "dealName",
            to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.amount, i.remarks,
            coalesce(i.contact_id, 0) AS "contactId", i.filename,
            coalesce((SELECT json_agg(json_build_object('userId', r.user_id, 'percent', r.percent,
                                                        'nominal', r.nominal, 'usePercent', r.use_percent)
                                      ORDER BY r.position, r.user_id)
                        FROM invoice_rms r WHERE r.invoice_id = i.id), '[]') AS rms,
            coalesce((SELECT json_agg(json_build_object('tribeId', t.tribe_id, 'percent', t.percent,
                                                        'nominal', t.nominal, 'usePercent', t.use_percent)
                                      ORDER BY t.position, t.tribe_id)
                        FROM invoice_tribes t WHERE t.invoice_id = i.id), '[]') AS tribes,
            coalesce(i.branch_id, 0) AS "branchId", coalesce(i.pic_id, 0) AS "picId",
            i.status, i.version
       FROM invoices i LEFT JOIN deals d ON d.id = i.deal_id
      WHERE i.id = $1`,
    [invoiceId],
  )
  return {
    ...invoice!,
    rms: withWholeNominals(invoice!.rms, invoice!.amount),
    tribes: withWholeNominals(invoice!.tribes, invoice!.amount),
  }
}

/** Adds an invoice with its shares; answers its id and version. */
export async function insertInvoice(
  tx: Db,
  row: InvoiceRow,
  shares: Pick<InvoicePayload, 'rms' | 'tribes'>,
  options: { status: InvoiceStatus; createdBy: number },
): Promise<{ id: number; version: number }> {
  const [created] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO invoices (deal_id, client_id, deal_name, status, invoice_date, amount, remarks,
                           contact_id, branch_id, segment_id, pic_id, file_id, filename,
                           invoiced_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
             CASE WHEN $4 = 'invoiced' THEN now() END, $14)
     RETURNING id, version`,
    [
      row.dealId,
      row.clientId,
      row.dealName,
      options.status,
      row.invoiceDate,
      row.amount,
      row.remarks,
      row.contactId || null,
      row.branchId || null,
      row.segmentId,
      row.picId || null,
      row.file?.fileId ?? null,
      row.file?.filename ?? '',
      options.createdBy,
    ],
  )
  await saveShares(tx, created!.id, shares)
  return created!
}

/**
 * Rewrites an invoice's fields and shares, moving it to `status` (invoiced_at set when it becomes
 * invoiced, cleared when it goes back) and bumping its version; answers the new version.
 */
export async function updateInvoice(
  tx: Db,
  invoiceId: number,
  row: InvoiceRow,
  shares: Pick<InvoicePayload, 'rms' | 'tribes'>,
  status: InvoiceStatus,
): Promise<number> {
  const [updated] = await tx.query<{ version: number }>(
    `UPDATE invoices SET client_id = $2, deal_name = $3, invoice_date = $4, amount = $5,
            remarks = $6, contact_id = $7, branch_id = $8, segment_id = $9, pic_id = $10,
            file_id = coalesce($11, file_id), filename = coalesce($12, filename),
            invoiced_at = CASE WHEN $13 = 'tobe' THEN NULL ELSE coalesce(invoiced_at, now()) END,
            status = $13, updated_at = now(), version = version + 1
      WHERE id = $1 RETURNING version`,
    [
      invoiceId,
      row.clientId,
      row.dealName,
      row.invoiceDate,
      row.amount,
      row.remarks,
      row.contactId || null,
      row.branchId || null,
      row.segmentId,
      row.picId || null,
      row.file?.fileId ?? null,
      row.file?.filename ?? null,
      status,
    ],
  )
  await saveShares(tx, invoiceId, shares)
  return updated!.version
}

/** Moves an invoice to a tab without changing its fields; answers the new version. */
export async function moveInvoice(
  tx: Db,
  invoiceId: number,
  status: InvoiceStatus,
): Promise<number> {
  const [moved] = await tx.query<{ version: number }>(
    `UPDATE invoices SET status = $2,
            invoiced_at = CASE WHEN $2 = 'tobe' THEN NULL ELSE coalesce(invoiced_at, now()) END,
            updated_at = now(), version = version + 1
      WHERE id = $1 RETURNING version`,
    [invoiceId, status],
  )
  return moved!.version
}

/** Replaces the RM and tribe shares, in the order sent. */
async function saveShares(
  tx: Db,
  invoiceId: number,
  shares: { rms: readonly InvoiceRmShare[]; tribes: readonly InvoiceTribeShare[] },
): Promise<void> {
  const rms = shares.rms.map((share) => ({ ...share, id: share.userId }))
  await replaceShares(tx, 'invoiceRms', invoiceId, rms)
  const tribes = shares.tribes.map((share) => ({ ...share, id: share.tribeId }))
  await replaceShares(tx, 'invoiceTribes', invoiceId, tribes)
}

/** Deletes the invoice (its shares go with it). */
export async function deleteInvoice(tx: Db, invoiceId: number): Promise<void> {
  await tx.query('DELETE FROM invoices WHERE id = $1', [invoiceId])
}
