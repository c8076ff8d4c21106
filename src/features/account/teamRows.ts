/**
 * What a row of the leader's or mentor's Team Sales Report table offers (domain/targets.ts
 * teamRowTargetAction): the leader opens a "Need approval" target for approval; an approved
 * target shows a view icon; a mentor opens the target detail unless it is approved. Each opens the
 * person's target page of the table's year, whose mode (approve, detail, self) the page decides.
 */
import type { TeamReportRow } from '../../contract/reports.ts'
import {
  targetStatusOf,
  teamRowTargetAction,
  type TeamRowTargetAction,
} from '../../domain/targets.ts'
import type { TeamTable } from '../../entities/reports/accountViews.ts'

export interface TeamRowOpening {
  action: TeamRowTargetAction
  /** The button's words ('Open for approval'); null when the row opens nothing. */
  label: string | null
  /** The target page's params; null when the row opens nothing. */
  params: { year: string; userId: string } | null
}

const LABEL: Readonly<Record<TeamRowTargetAction, string | null>> = {
  openForApproval: 'Open for approval',
  openDetail: 'Open target detail',
  view: 'View target',
  none: null,
}

export function teamRowOpening(table: TeamTable, row: TeamReportRow, year: number): TeamRowOpening {
  const action = teamRowTargetAction(table, targetStatusOf(row.status))
  const label = LABEL[action]
  return {
    action,
    label,
    params: label === null ? null : { year: String(year), userId: String(row.user.id) },
  }
}
