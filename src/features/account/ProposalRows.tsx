/**
 * The Action cell of the Proposal and Team Proposal tables (view and edit icons) and the Proposal
 * dialog they open: see_proposal to view (the deal's proposal as the device holds it, with its
 * changes waiting to be sent, else the row's), edit_proposal to edit when the user may (the
 * deal's owners, its deal on the device); a deal not on the device is offered to be opened.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import type { ProposalRow } from '../../contract/proposals.ts'
import type { Actor } from '../../domain/permissions.ts'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { dealContacts } from '../../entities/deals/dealContacts.ts'
import { ProposalDialog, proposalEditing, useDealProposalState } from '../proposals/index.ts'
import {
  editRefusal,
  PROPOSAL_NOT_OWNER_REASON,
  proposalEditRight,
  proposalOfRow,
  type RowDeal,
} from './rowOpening.ts'
import { useRowDeal } from './useRowDeal.ts'
import { ViewEditActions } from './ViewEditActions.tsx'

export interface OpenedProposal {
  mode: 'see_proposal' | 'edit_proposal'
  row: ProposalRow
  detail: DealDetail | undefined
}

/** The opened proposal's state and how a row's icons open it. */
export function useProposalOpening(): {
  opened: OpenedProposal | null
  close: () => void
  view: (row: ProposalRow, deal: RowDeal | undefined) => void
  edit: (row: ProposalRow, deal: RowDeal | undefined) => void
} {
  const [opened, setOpened] = useState<OpenedProposal | null>(null)
  const navigate = useNavigate()
  const edit = (row: ProposalRow, deal: RowDeal | undefined) => {
    if (deal?.detail) {
      setOpened({ mode: 'edit_proposal', row, detail: deal.detail })
      return
    }
    void showConfirm({
      title: 'This proposal is not on this device',
      text: 'Its deal has not been loaded on this device yet. Open the deal to edit its proposal.',
      yes: 'Open the deal',
      no: 'Close',
    }).then((open) => {
      if (open) void navigate({ to: '/deals', search: { tab: 'detail', deal: row.dealId } })
    })
  }
  return {
    opened,
    close: () => setOpened(null),
    view: (row, deal) => setOpened({ mode: 'see_proposal', row, detail: deal?.detail }),
    edit,
  }
}

interface ProposalActionsCellProps {
  row: ProposalRow
  actor: Actor
  onView: (deal: RowDeal | undefined) => void
  onEdit: (deal: RowDeal | undefined) => void
}

export function ProposalActionsCell({ row, actor, onView, onEdit }: ProposalActionsCellProps) {
  const deal = useRowDeal(row.dealId)
  const right = proposalEditRight(actor, deal, row)
  return (
    <td className="py-1.5">
      <ViewEditActions
        name={`proposal ${row.name}`}
        onView={() => onView(deal)}
        onEdit={() => onEdit(deal)}
        editRefused={editRefusal(right, actor, PROPOSAL_NOT_OWNER_REASON)}
      />
    </td>
  )
}

interface OpenedProposalDialogProps {
  opened: OpenedProposal
  userId: number
  onClose: () => void
}

export function OpenedProposalDialog({ opened, userId, onClose }: OpenedProposalDialogProps) {
  const fromRow = (
    <ProposalDialog
      mode="see_proposal"
      dealId={opened.row.dealId}
      clientId={opened.row.client.id}
      knownContacts={opened.row.receiverClients}
      proposal={proposalOfRow(opened.row)}
      editing={null}
      userId={userId}
      onClose={onClose}
    />
  )
  if (!opened.detail) return fromRow
  return (
    <DealProposalDialog
      detail={opened.detail}
      mode={opened.mode}
      userId={userId}
      onClose={onClose}
      fallback={fromRow}
    />
  )
}

/** The deal's proposal as its detail shows it (the local one while its changes wait). */
function DealProposalDialog(props: {
  detail: DealDetail
  mode: OpenedProposal['mode']
  userId: number
  onClose: () => void
  /** When the device's detail has no proposal yet (pulled before it was sent). */
  fallback: ReactNode
}) {
  const { detail, mode, userId, onClose, fallback } = props
  const { proposal, local, ready } = useDealProposalState(detail.id, detail)
  if (!ready) return null
  if (!proposal) return fallback
  return (
    <ProposalDialog
      mode={mode}
      dealId={detail.id}
      clientId={detail.clientCompany.id}
      knownContacts={dealContacts(detail)}
      proposal={proposal}
      editing={mode === 'edit_proposal' ? proposalEditing(detail.id, proposal, local) : null}
      userId={userId}
      onClose={onClose}
    />
  )
}
