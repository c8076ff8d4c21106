/**
 * What the Proposal dialog writes: the proposal row and its op in one transaction (shown on the
 * card at once, sent when the device is online). A chosen file is checked first (allow-list,
 * then the server's size limit): a refused file queues nothing.
 */
import type { DealProposal } from '../../contract/deals.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../contract/uploadRules.ts'
import { canSaveProposal } from '../../domain/proposals.ts'
import { checkUploadFile } from '../../domain/uploads.ts'
import type { CrmDb } from '../../entities/db.ts'
import type { ProposalRecord } from '../../entities/proposals/proposalRows.ts'
import { command } from '../../sync/commands.ts'
import type { ProposalFields } from '../../entities/proposals/proposalOps.ts'
import { hasWaitingProposalOps } from '../../entities/proposals/waitingProposalOps.ts'
import { fileBase64 } from '../../domain/base64.ts'

/** A chosen file (a File in the browser). */
export interface ProposalFile extends Pick<Blob, 'arrayBuffer'> {
  name: string
  size: number
}

/** The message to show for a chosen file, or null when it may be uploaded. */
export function proposalFileRefusal(file: Pick<ProposalFile, 'name' | 'size'>): string | null {
  return (
    checkUploadFile(file.name) ?? (file.size > MAX_DOCUMENT_BYTES ? MAX_DOCUMENT_SIZE_TEXT : null)
  )
}

export type ProposalFormFields = Omit<ProposalFields, 'dealId' | 'filename' | 'fileBase64'>

export interface ProposalSave {
  dealId: number
  /** The proposal being edited (edit_proposal); null to add one (add_proposal). */
  editing: ProposalRecord | null
  fields: ProposalFormFields
  /** A newly chosen file; null keeps the stored one (or none). */
  file: ProposalFile | null
}

export type ProposalSaveOutcome =
  { queued: true; proposalId: number } | { queued: false; message: string }

/** The pulled detail's proposal as the proposals table keeps it. */
export function proposalRecord(dealId: number, proposal: DealProposal): ProposalRecord {
  return {
    id: proposal.id,
    dealId,
    typeId: proposal.proposalType.id,
    proposalType: { ...proposal.proposalType },
    sentById: proposal.sentById,
    sentDate: proposal.sentDate,
    contactIds: [...proposal.contactIds],
    filename: proposal.filename,
    proposalValue: proposal.proposalValue,
    invoices: proposal.invoices.map((line) => ({ ...line })),
    version: proposal.version,
  }
}

export async function saveProposal(
  database: CrmDb,
  save: ProposalSave,
  userId: number,
): Promise<ProposalSaveOutcome> {
  const refusal = save.file ? proposalFileRefusal(save.file) : null
  if (refusal) return { queued: false, message: refusal }
  if (!canSaveProposal(save.fields)) {
    return { queued: false, message: 'Choose Send by and add at least one invoice period.' }
  }
  const fields: ProposalFields = {
    ...save.fields,
    dealId: save.dealId,
    filename: save.file?.name ?? '',
    fileBase64: save.file ? await fileBase64(save.file) : '',
  }
  const { editing } = save
  const op = await command(database, async (on) => {
    if (!editing) return on.enqueue('proposal.create', fields, userId)
    // The row the edit stands on (its version is the If-Match): the server's, unless edits wait.
    // Put through the command: Discard or Take theirs puts back the row this device held.
    if (!(await hasWaitingProposalOps(database, editing.id))) {
      await on.put('proposals', { ...editing })
    }
    return on.enqueue('proposal.update', { ...fields, proposalId: editing.id }, userId)
  })
  return { queued: true, proposalId: op.entity.id }
}
