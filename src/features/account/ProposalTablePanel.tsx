/**
 * The Proposal table of /account (No, Proposal name, Deal type, Sent by, Delivery date, Proposal
 * value, Action) and the Team Proposal table of a leader or mentor (No, Proposal name, RM,
 * Segment, Delivery Date, Proposal value, Action), each with search, the period range picker,
 * Export to excel and pages of 5 (AccountListPanel: searched and paged on the device). The
 * Proposal table exports "{name} sales visit & proposal {year}.xlsx" (the year of its period),
 * the Team Proposal table "proposal_team.xlsx".
 */
import type { IdText } from '../../contract/common.ts'
import { PROPOSAL_ROUTES, type ProposalRow } from '../../contract/proposals.ts'
import { formatDashedDate } from '../../domain/dates.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import type { Actor } from '../../domain/permissions.ts'
import { exportTeamProposals, exportVisitsAndProposals } from './accountExports.ts'
import { proposalMatches } from './accountLists.ts'
import {
  proposalListPath,
  rangeYear,
  teamProposalListPath,
} from '../../entities/reports/accountViews.ts'
import { AccountListPanel } from './AccountListPanel.tsx'
import { OpenedProposalDialog, ProposalActionsCell, useProposalOpening } from './ProposalRows.tsx'
import { TextCell } from './TextCell.tsx'

export const PROPOSAL_TABLE_HEADERS = [
  'Proposal name',
  'Deal type',
  'Sent by',
  'Delivery date',
  'Proposal value',
  'Action',
] as const

export const TEAM_PROPOSAL_TABLE_HEADERS = [
  'Proposal name',
  'RM',
  'Segment',
  'Delivery Date',
  'Proposal value',
  'Action',
] as const

const names = (items: readonly IdText[]): string => items.map((item) => item.text).join(', ')

const dateCell = (date: string) => (
  <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">{formatDashedDate(date) || '-'}</td>
)

const valueCell = (value: number) => (
  <td className="py-2.5 pr-3 whitespace-nowrap text-slate-900 tabular-nums">
    {formatIdrWithSymbol(value)}
  </td>
)

export function ProposalTablePanel({ actor, name }: { actor: Actor; name: string }) {
  const opening = useProposalOpening()
  return (
    <AccountListPanel<ProposalRow>
      id="proposals"
      title="Proposal"
      what="proposals"
      userId={actor.id}
      route={PROPOSAL_ROUTES.individualList}
      pathOf={(range) => proposalListPath(actor.id, range)}
      matches={proposalMatches}
      headers={PROPOSAL_TABLE_HEADERS}
      rowKey={(row) => row.id}
      onExport={(range, search) =>
        exportVisitsAndProposals(actor.id, name, rangeYear(range, new Date()), search)
      }
      cells={(row) => (
        <>
          <TextCell text={row.name} strong />
          <TextCell text={row.type.text} />
          <TextCell text={row.sentBy} />
          {dateCell(row.sentDate)}
          {valueCell(row.proposalValue)}
          <ProposalActionsCell
            row={row}
            actor={actor}
            onView={(deal) => opening.view(row, deal)}
            onEdit={(deal) => opening.edit(row, deal)}
          />
        </>
      )}
    >
      {opening.opened && (
        <OpenedProposalDialog opened={opening.opened} userId={actor.id} onClose={opening.close} />
      )}
    </AccountListPanel>
  )
}

export function TeamProposalTablePanel({ actor }: { actor: Actor }) {
  const opening = useProposalOpening()
  return (
    <AccountListPanel<ProposalRow>
      id="team-proposals"
      title="Team Proposal"
      what="team proposals"
      userId={actor.id}
      route={PROPOSAL_ROUTES.picList}
      pathOf={(range) => teamProposalListPath(actor.id, range)}
      matches={proposalMatches}
      headers={TEAM_PROPOSAL_TABLE_HEADERS}
      rowKey={(row) => row.id}
      onExport={(range, search) => exportTeamProposals(actor.id, range, search)}
      cells={(row) => (
        <>
          <TextCell text={row.name} strong />
          <TextCell text={names(row.rms)} />
          <TextCell text={names(row.segments)} />
          {dateCell(row.sentDate)}
          {valueCell(row.proposalValue)}
          <ProposalActionsCell
            row={row}
            actor={actor}
            onView={(deal) => opening.view(row, deal)}
            onEdit={(deal) => opening.edit(row, deal)}
          />
        </>
      )}
    >
      {opening.opened && (
        <OpenedProposalDialog opened={opening.opened} userId={actor.id} onClose={opening.close} />
      )}
    </AccountListPanel>
  )
}
