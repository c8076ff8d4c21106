/**
 * The deal detail's Proposal card: Deal type, Send by, Delivery date, Receiver client, the file
 * (name cut per the spec; View opens it in a new tab), Proposal value (IDR) and the invoice
 * periods; Edit (or See, where editing is hidden) opens the Proposal dialog. The proposal shown is
 * the local one while its ops wait (with their mark), else the pulled detail's.
 * Stable hooks: `data-proposal-card`, `data-proposal-sync`.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useState, type ReactNode } from 'react'
import type { IdText } from '../../contract/common.ts'
import type { DealProposal } from '../../contract/deals.ts'
import { formatDisplayDate } from '../../domain/dates.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import type { ProposalMode } from '../../domain/proposals.ts'
import { truncateFileName } from '../../domain/truncation.ts'
import { db } from '../../entities/db.ts'
import { useMasterRms } from '../../entities/master/useMasterData.ts'
import { Button } from '../../ui/Button.tsx'
import { dealContacts } from '../../entities/deals/dealContacts.ts'
import type { DealSectionProps } from '../../entities/deals/dealSectionProps.ts'
import { DetailCard } from '../../ui/DetailCard.tsx'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import type { LocalProposal } from './dealProposalState.ts'
import { periodText } from './invoicePeriodText.ts'
import { openProposalFile, openWaitingFile } from './openProposalFile.ts'
import { ProposalDialog } from './ProposalDialog.tsx'
import { receiverNamesText } from './receiverNames.ts'
import { readReceiverNames } from '../../entities/contacts/proposalReceiverReads.ts'
import { proposalEditing } from './proposalDialogTarget.ts'
import { useDealProposalState } from './useDealProposal.ts'
import { useProposalSettledPull } from './useProposalSettledPull.ts'

export function ProposalCard({ detail, header, profile }: DealSectionProps) {
  const { proposal, local } = useDealProposalState(detail.id, detail)
  useProposalSettledPull(detail.id, local)
  const [mode, setMode] = useState<ProposalMode | null>(null)
  const canEdit = header.actions.includes('editProposal')
  return (
    <DetailCard
      title="Proposal"
      hooks={{
        'data-proposal-card': proposal?.id ?? 'none',
        'data-proposal-sync': local?.sync ?? 'synced',
      }}
      aside={
        <>
          {local && <SyncMark sync={local.sync} ops={local.ops} title="Proposal" />}
          {proposal && (
            <Button
              variant="secondary"
              className="ml-auto h-8 px-3"
              onClick={() => setMode(canEdit ? 'edit_proposal' : 'see_proposal')}
            >
              {canEdit ? 'Edit' : 'See'}
            </Button>
          )}
        </>
      }
    >
      {proposal ? (
        <ProposalFacts proposal={proposal} local={local} knownContacts={dealContacts(detail)} />
      ) : (
        <p className="mt-3 text-sm text-slate-500">No proposal yet</p>
      )}
      {mode && proposal && (
        <ProposalDialog
          mode={mode}
          dealId={detail.id}
          clientId={detail.clientCompany.id}
          knownContacts={dealContacts(detail)}
          proposal={proposal}
          editing={proposalEditing(detail.id, proposal, local)}
          userId={profile.id}
          onClose={() => setMode(null)}
        />
      )}
    </DetailCard>
  )
}

function ProposalFacts({
  proposal,
  local,
  knownContacts,
}: {
  proposal: DealProposal
  local: LocalProposal | null
  /** The contacts the deal's detail names (dealContacts). */
  knownContacts: readonly IdText[]
}) {
  const rms = useMasterRms()
  const held = useLiveQuery(
    () => readReceiverNames(db, proposal.contactIds),
    [proposal.contactIds.join(',')],
  )
  const sentBy = rms?.find((rm) => rm.userId === proposal.sentById)?.name ?? '-'
  // Until the local read answers, only the detail's names: no 'not on this device' flash.
  const receiverNames = receiverNamesText(
    held === undefined
      ? proposal.contactIds.filter((id) => knownContacts.some((contact) => contact.id === id))
      : proposal.contactIds,
    held ?? new Map(),
    knownContacts,
  )
  return (
    <dl className="mt-3 grid grid-cols-[10rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      <Fact term="Deal type">{proposal.proposalType.text || '-'}</Fact>
      <Fact term="Send by">{sentBy}</Fact>
      <Fact term="Delivery date">{formatDisplayDate(proposal.sentDate) || '-'}</Fact>
      <Fact term="Receiver client">
        <span data-proposal-receivers>{receiverNames}</span>
      </Fact>
      <Fact term="File">
        <ProposalFileLink proposal={proposal} local={local} />
      </Fact>
      <Fact term="Proposal value">
        <span data-proposal-value>{formatIdrWithSymbol(proposal.proposalValue)}</span>
      </Fact>
      <Fact term="Invoice period">
        {proposal.invoices.length === 0 ? (
          'No invoice period'
        ) : (
          <ul className="space-y-0.5">
            {proposal.invoices.map((line, index) => (
              <li key={`${line.id}-${index}`} data-card-invoice-period>
                {periodText(line.invoiceDate)}: {formatIdrWithSymbol(line.invoiceAmount)}
                {line.remarks && <span className="text-slate-500"> ({line.remarks})</span>}
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </>
  )
}

function ProposalFileLink({
  proposal,
  local,
}: {
  proposal: DealProposal
  local: LocalProposal | null
}) {
  if (proposal.filename === '') return <>-</>
  const waiting = local?.waitingFile ?? null
  const view = waiting
    ? () => openWaitingFile(waiting)
    : proposal.url
      ? () => void openProposalFile(proposal.url!)
      : null
  return (
    <span className="flex items-center gap-2">
      <span className="truncate" title={proposal.filename} data-proposal-filename>
        {truncateFileName(proposal.filename)}
      </span>
      {view && (
        <button
          type="button"
          onClick={view}
          className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          View
        </button>
      )}
    </span>
  )
}
