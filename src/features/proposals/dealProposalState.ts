/**
 * Which proposal a deal shows: its local row while that row's ops are unsettled (or settled after
 * the detail was last pulled, until the re-pull lands), else the pulled detail's proposal.
 */
import type { DealProposal } from '../../contract/deals.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import type { CrmDb } from '../../entities/db.ts'
import { readProposalRows, type ProposalRows } from '../../entities/proposals/dealProposalReads.ts'
import type { ProposalRecord } from '../../entities/proposals/proposalRows.ts'
import { opsOfEntity, stateOfOps, type EntitySyncState } from '../../sync/syncState.ts'

/** A file chosen for a proposal that still waits in the outbox. */
export interface WaitingFile {
  filename: string
  fileBase64: string
}

export interface LocalProposal {
  row: ProposalRecord
  ops: readonly OutboxOp[]
  sync: EntitySyncState
  waitingFile: WaitingFile | null
}

export interface DealProposalState {
  proposal: DealProposal | null
  /** The local row shown (null when the pulled detail's proposal is shown). */
  local: LocalProposal | null
}

function waitingFileOf(ops: readonly OutboxOp[]): WaitingFile | null {
  for (const op of [...ops].reverse()) {
    const { filename, fileBase64 } = op.args
    if (typeof fileBase64 === 'string' && fileBase64 !== '' && typeof filename === 'string') {
      return { filename, fileBase64 }
    }
  }
  return null
}

/** The local row that should be shown, if any, given each row's unsettled ops (seq order). */
export function localProposalOf(
  { rows, fetchedAt }: ProposalRows,
  opsOf: (proposalId: number) => readonly OutboxOp[],
): LocalProposal | null {
  let shown: (LocalProposal & { at: number }) | null = null
  for (const { row, settledAt } of rows) {
    const ops = opsOf(row.id)
    const settledAfterPull =
      settledAt !== undefined && (fetchedAt === undefined || settledAt > fetchedAt)
    if (ops.length === 0 && !settledAfterPull) continue
    const at = Math.max(settledAt ?? 0, ...ops.map((op) => op.createdAt))
    if (shown && shown.at >= at) continue
    const sync = stateOfOps(ops)
    shown = { row, ops, sync, waitingFile: waitingFileOf(ops), at }
  }
  if (!shown) return null
  const { at: _at, ...local } = shown
  return local
}

/** The deal's local proposal row that should be shown, if any, read whole (the outbox too). */
export async function readLocalProposal(
  database: CrmDb,
  dealId: number,
): Promise<LocalProposal | null> {
  const rows = await readProposalRows(database, dealId)
  const ops = new Map<number, OutboxOp[]>()
  for (const { row } of rows.rows) ops.set(row.id, await opsOfEntity(database, 'proposals', row.id))
  return localProposalOf(rows, (id) => ops.get(id) ?? [])
}

/** The local row as the detail's proposal shape; its file link is the detail's while unchanged. */
export function effectiveProposal(
  pulled: DealProposal | null,
  local: LocalProposal | null,
): DealProposal | null {
  if (!local) return pulled
  const { row } = local
  const sameFile =
    pulled !== null &&
    pulled.id === row.id &&
    pulled.filename === row.filename &&
    local.waitingFile === null
  return {
    id: row.id,
    filename: row.filename,
    url: sameFile ? pulled.url : null,
    proposalValue: row.proposalValue,
    proposalType: { ...row.proposalType },
    sentById: row.sentById,
    sentDate: row.sentDate,
    contactIds: [...row.contactIds],
    invoices: row.invoices.map((line) => ({ ...line })),
    version: row.version,
  }
}
