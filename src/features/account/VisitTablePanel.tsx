/**
 * The Sales visit table of /account: No, Company, Visit Date, Location, Visit Objective, Nexstep,
 * Remark and Action (view and edit icons), with search, the period range picker, Export to excel
 * ("sales_visit.xlsx") and pages of 5 (AccountListPanel: searched and paged on the device).
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { VisitRow } from '../../contract/visits.ts'
import { VISIT_ROUTES } from '../../contract/visits.ts'
import { formatDashedDate } from '../../domain/dates.ts'
import type { Actor } from '../../domain/permissions.ts'
import { db } from '../../entities/db.ts'
import { showAlert, showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { VisitDialog } from '../visits/index.ts'
import { exportSalesVisits } from './accountExports.ts'
import { visitMatches } from './accountLists.ts'
import { visitListPath } from '../../entities/reports/accountViews.ts'
import { AccountListPanel } from './AccountListPanel.tsx'
import {
  editRefusal,
  VISIT_NOT_OWNER_REASON,
  visitEditRight,
  visitEditSource,
  type RowDeal,
  type VisitEditSource,
} from './rowOpening.ts'
import { TextCell } from './TextCell.tsx'
import { useRowDeal, useVisitOnDevice } from './useRowDeal.ts'
import { ViewEditActions } from './ViewEditActions.tsx'
import { VisitViewDialog } from './VisitViewDialog.tsx'

export const VISIT_TABLE_HEADERS = [
  'Company',
  'Visit Date',
  'Location',
  'Visit Objective',
  'Nexstep',
  'Remark',
  'Action',
] as const

type Opened =
  | { mode: 'view'; row: VisitRow; onEdit?: () => void }
  | { mode: 'edit'; row: VisitRow; source: VisitEditSource }

export function VisitTablePanel({ actor }: { actor: Actor }) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const navigate = useNavigate()

  const edit = async (row: VisitRow, deal: RowDeal | undefined) => {
    const source = await visitEditSource(db, row, deal)
    if (source) {
      setOpened({ mode: 'edit', row, source })
      return
    }
    if (row.dealId > 0) {
      const open = await showConfirm({
        title: 'This visit is not on this device',
        text: 'Its deal has not been loaded on this device yet. Open the deal to edit the visit from its journal.',
        yes: 'Open the deal',
        no: 'Close',
      })
      if (open) void navigate({ to: '/deals', search: { tab: 'detail', deal: row.dealId } })
      return
    }
    await showAlert({
      title: 'This visit cannot be edited on this device',
      message:
        'It was logged on another device, and its times and tribes are not on this one. Edit it on the device it was logged on.',
    })
  }

  return (
    <AccountListPanel<VisitRow>
      id="visits"
      title="Sales visit"
      what="sales visits"
      userId={actor.id}
      route={VISIT_ROUTES.individualList}
      pathOf={(range) => visitListPath(actor.id, range)}
      matches={visitMatches}
      headers={VISIT_TABLE_HEADERS}
      rowKey={(row) => row.visitId}
      onExport={(range, search) => exportSalesVisits(actor.id, range, search)}
      cells={(row) => (
        <>
          <TextCell text={row.company} strong />
          <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">
            {formatDashedDate(row.visitDate) || '-'}
          </td>
          <TextCell text={row.location} />
          <TextCell text={row.objective} />
          <TextCell text={row.nextStep} />
          <TextCell text={row.remarks} />
          <VisitActionsCell
            row={row}
            actor={actor}
            onView={(onEdit) => setOpened({ mode: 'view', row, ...(onEdit ? { onEdit } : {}) })}
            onEdit={(deal) => void edit(row, deal)}
          />
        </>
      )}
    >
      {opened?.mode === 'view' && (
        <VisitViewDialog
          row={opened.row}
          onClose={() => setOpened(null)}
          {...(opened.onEdit ? { onEdit: opened.onEdit } : {})}
        />
      )}
      {opened?.mode === 'edit' && (
        <VisitEditDialog
          source={opened.source}
          visitId={opened.row.visitId}
          userId={actor.id}
          onClose={() => setOpened(null)}
        />
      )}
    </AccountListPanel>
  )
}

interface VisitActionsCellProps {
  row: VisitRow
  actor: Actor
  /** `onEdit`: the view's Edit, when the user may edit. */
  onView: (onEdit?: () => void) => void
  onEdit: (deal: RowDeal | undefined) => void
}

function VisitActionsCell({ row, actor, onView, onEdit }: VisitActionsCellProps) {
  const deal = useRowDeal(row.dealId)
  const onDevice = useVisitOnDevice(row.visitId)
  const right = visitEditRight(row, actor, deal, onDevice ?? false)
  const name = `sales visit ${row.company} ${formatDashedDate(row.visitDate)}`.trim()
  return (
    <td className="py-1.5">
      <ViewEditActions
        name={name}
        onView={() => onView(right === 'refused' ? undefined : () => onEdit(deal))}
        onEdit={() => onEdit(deal)}
        editRefused={editRefusal(right, actor, VISIT_NOT_OWNER_REASON)}
      />
    </td>
  )
}

/** The Sales visit dialog in edit mode on the row's whole visit; the form lives here. */
function VisitEditDialog(props: {
  source: VisitEditSource
  visitId: number
  userId: number
  onClose: () => void
}) {
  const { source, visitId, userId, onClose } = props
  const [form, setForm] = useState(source.form)
  return (
    <VisitDialog
      target={source.target}
      visitId={visitId}
      opened={source.form}
      form={form}
      onFormChange={setForm}
      userId={userId}
      onClose={onClose}
      onSaved={onClose}
      knownContacts={source.knownContacts}
    />
  )
}
