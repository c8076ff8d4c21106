import type {
  ProposalInvoiceLine,
  ProposalPayload,
  StoredProposal,
} from '../../contract/proposals.ts'
import type { Db } from '../db/db.ts'
import { addJournal } from '../deals/journal.ts'
import { badRequest } from '../http/errors.ts'

export async function invoiceLines(db: Db, proposalId: number): Promise<ProposalInvoiceLine[]> {
  return db.query<ProposalInvoiceLine>(
    `SELECT id, to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate", amount AS "invoiceAmount", remarks
       FROM proposal_invoices WHERE proposal_id = $1 ORDER BY invoice_date, position, id`,
    [proposalId],
  )
}

/** The stored proposal (the body of a 412). */
export async function loadStoredProposal(
  db: Db,
  proposalId: number,
): Promise<StoredProposal | undefined> {
  const [row] = await db.query<Omit<StoredProposal, 'invoices'>>(
    `SELECT p.id, p.deal_id AS "dealId", coalesce(p.type_id, 0) AS "typeId",
            json_build_object('id', coalesce(p.type_id, 0), 'text', coalesce(pt.name, '')) AS "proposalType",
            coalesce(p.sent_by_id, 0) AS "sentById", to_char(p.sent_date, 'YYYY-MM-DD') AS "sentDate",
            coalesce((SELECT array_agg(contact_id ORDER BY contact_id) FROM proposal_contacts
                       WHERE proposal_id = p.id), '{}') AS "contactIds",
            p.filename, p.proposal_value AS "proposalValue", p.version
       FROM proposals p LEFT JOIN proposal_types pt ON pt.id = p.type_id WHERE p.id = $1`,
    [proposalId],
  )
  if (!row) return undefined
  return { ...row, invoices: await invoiceLines(db, proposalId) }
}

/**
 * Makes the proposal's invoice periods the given lines: lines with an id (of this proposal)
 * are updated, lines with id 0 added, lines left out removed. Each added line gets an 'invoice'
 * journal entry, as the deal journal shows invoice periods.
 */
export async function saveInvoiceLines(
  tx: Db,
  proposal: { id: number; dealId: number; by: number },
  lines: readonly ProposalInvoiceLine[],
): Promise<void> {
  const kept = lines.filter((line) => line.id > 0).map((line) => line.id)
  if (new Set(kept).size !== kept.length) throw badRequest('invoices must not repeat an id')
  const existing = await tx.query<{ id: number }>(
    'SELECT id FROM proposal_invoices WHERE proposal_id = $1',
    [proposal.id],
  )
  const stranger = kept.find((lineId) => !existing.some((row) => row.id === lineId))
  if (stranger !== undefined) {
    throw badRequest(`Invoice period ${stranger} does not belong to proposal ${proposal.id}`)
  }
  await tx.query(
    'DELETE FROM proposal_invoices WHERE proposal_id = $1 AND NOT (id = ANY($2::int[]))',
    [proposal.id, kept],
  )
  for (const [position, line] of lines.entries()) {
    if (line.id > 0) {
      await tx.query(
        `UPDATE proposal_invoices SET invoice_date = $2, amount = $3, remarks = $4, position = $5,
                version = version + CASE WHEN (invoice_date, amount, remarks, position)
                                              IS DISTINCT FROM ($2::date, $3::bigint, $4::text, $5::int)
                                         THEN 1 ELSE 0 END
          WHERE id = $1`,
        [line.id, line.invoiceDate, Math.round(line.invoiceAmount), line.remarks, position],
      )
      continue
    }
    const [added] = await tx.query<{ id: number }>(
      `INSERT INTO proposal_invoices (proposal_id, invoice_date, amount, remarks, position)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [proposal.id, line.invoiceDate, Math.round(line.invoiceAmount), line.remarks, position],
    )
    await addJournal(tx, {
      dealId: proposal.dealId,
      type: 'invoice',
      headers: ['Invoice period added', line.invoiceDate.slice(0, 7), line.remarks],
      info: {
        invoiceDate: line.invoiceDate,
        amount: Math.round(line.invoiceAmount),
        remarks: line.remarks,
        contactName: '',
        filename: '',
        invoiceId: added!.id,
      },
      by: proposal.by,
    })
  }
}

export async function saveProposalContacts(
  tx: Db,
  proposalId: number,
  contactIds: readonly number[],
): Promise<void> {
  await tx.query('DELETE FROM proposal_contacts WHERE proposal_id = $1', [proposalId])
  await tx.query(
    `INSERT INTO proposal_contacts (proposal_id, contact_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [proposalId, contactIds],
  )
}

/** The stored file of a proposal save: a new one, or the name a proposal without a file keeps. */
export interface ProposalFile {
  fileId: number | null
  filename: string
}

/** Adds a proposal to the deal; answers its id. */
export async function insertProposal(
  tx: Db,
  dealId: number,
  input: ProposalPayload,
  file: ProposalFile,
  createdBy: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO proposals (deal_id, type_id, sent_by_id, sent_date, proposal_value, file_id,
                            filename, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      dealId,
      input.typeId,
      input.sentById,
      input.sentDate,
      Math.round(input.proposalValue),
      file.fileId,
      file.filename,
      createdBy,
    ],
  )
  return row!.id
}

/** The proposal's deal, file and version, its row locked; undefined when it does not exist. */
export async function lockProposal(
  tx: Db,
  proposalId: number,
): Promise<{ dealId: number; fileId: number | null; version: number } | undefined> {
  const [current] = await tx.query<{ dealId: number; fileId: number | null; version: number }>(
    `SELECT deal_id AS "dealId", file_id AS "fileId", version FROM proposals
      WHERE id = $1 FOR UPDATE`,
    [proposalId],
  )
  return current
}

/** Rewrites the proposal's fields and bumps its version; null `file` keeps the stored file. */
export async function updateProposal(
  tx: Db,
  proposalId: number,
  input: ProposalPayload,
  file: { fileId: number; filename: string } | null,
): Promise<void> {
  await tx.query(
    `UPDATE proposals SET type_id = $2, sent_by_id = $3, sent_date = $4, proposal_value = $5,
            file_id = coalesce($6, file_id), filename = coalesce($7, filename),
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [
      proposalId,
      input.typeId,
      input.sentById,
      input.sentDate,
      Math.round(input.proposalValue),
      file?.fileId ?? null,
      file?.filename ?? null,
    ],
  )
}
