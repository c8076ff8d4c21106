/**
 * The Owners dialog (core-spec "Owners dialog", sales-activity-spec "Deal owners dialog"): the
 * Tribe and Relationship Manager share lists with their running totals, Segment, Branch, Person in
 * Charge and Consultant (multi), then Save (nothing else is required; NaN shares are sent as 0).
 * A list whose percentage shares add up to more than 100 % keeps Save off, with a message saying
 * which (the provider refuses such owners too). Master data comes from IndexedDB, so the dialog
 * works offline; Save queues the owners op.
 */
import { useState } from 'react'
import { SUCCESS } from '../../../domain/messages.ts'
import { useMasterList, useMasterRms } from '../../../entities/master/useMasterData.ts'
import { DialogFrame } from '../../../ui/dialogs/DialogFrame.tsx'
import { MultiSelectField } from '../../../ui/MultiSelectField.tsx'
import { SelectField } from '../../../ui/SelectField.tsx'
import { CancelSave } from '../../../ui/dialogs/CancelSave.tsx'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { saveOwners } from './ownersCommands.ts'
import {
  draftOf,
  listUsesPercent,
  overWholeMessage,
  ownersOf,
  ownersShown,
  peopleOffered,
  putShare,
  removeShare,
  shareListTotal,
  shareValueOf,
  toggleListMode,
  type OwnersDraft,
  type ShareListName,
  type ShareRow,
} from './ownersModel.ts'
import { ShareDialog } from './ShareDialog.tsx'
import { ShareList } from './ShareList.tsx'
import { beginSave } from '../../sync/index.ts'

export const OWNERS_DIALOG_WIDTH = 800

interface OwnersDialogProps extends DealSectionProps {
  onClose: () => void
}

interface ShareEdit {
  list: ShareListName
  editing: ShareRow | null
}

export function OwnersDialog({ detail, card, profile, onClose }: OwnersDialogProps) {
  const tribes = useMasterList('tribes') ?? []
  const segments = useMasterList('segments') ?? []
  const branches = useMasterList('branches') ?? []
  const rms = useMasterRms() ?? []
  const value = shareValueOf(detail)
  const [previous] = useState(() => ownersShown(detail, card))
  const [draft, setDraft] = useState<OwnersDraft>(() => draftOf(previous))
  const people = peopleOffered(rms, previous)
  const [modes, setModes] = useState(() => ({
    tribes: listUsesPercent(draft.tribes),
    rms: listUsesPercent(draft.rms),
  }))
  const [shareEdit, setShareEdit] = useState<ShareEdit | null>(null)
  const [saving, setSaving] = useState(false)
  const rmOptions = rms.map((rm) => ({ id: rm.userId, text: rm.name }))
  const overWhole = overWholeMessage(draft)

  const setMode = (list: ShareListName, usePercent: boolean) => {
    setModes((current) => ({ ...current, [list]: usePercent }))
    setDraft((current) => ({
      ...current,
      [list]: toggleListMode(current[list], usePercent, value),
    }))
  }
  const putRow = (list: ShareListName, row: ShareRow, editingId: number | null) =>
    setDraft((current) => ({ ...current, [list]: putShare(current[list], row, editingId) }))
  const deleteRow = (list: ShareListName, row: ShareRow) =>
    setDraft((current) => ({ ...current, [list]: removeShare(current[list], row.id) }))

  const save = async () => {
    if (overWhole) return
    setSaving(true)
    const announce = await beginSave()
    try {
      await saveOwners(
        detail.id,
        ownersOf(draft, { segments, branches, rms, previous }),
        profile.id,
      )
    } finally {
      setSaving(false)
    }
    onClose()
    await announce({ icon: 'success', title: SUCCESS.dealUpdated, button: 'Close' })
  }

  const listProps = (list: ShareListName) => ({
    list,
    rows: draft[list],
    usePercent: modes[list],
    total: shareListTotal(draft[list]),
    onModeChange: (usePercent: boolean) => setMode(list, usePercent),
    onAdd: () => setShareEdit({ list, editing: null }),
    onEdit: (row: ShareRow) => setShareEdit({ list, editing: row }),
    onDelete: (row: ShareRow) => deleteRow(list, row),
  })

  return (
    <DialogFrame
      title="Owners"
      width={OWNERS_DIALOG_WIDTH}
      onClose={onClose}
      after={
        shareEdit && (
          <ShareDialog
            kind={shareEdit.list === 'tribes' ? 'Tribe' : 'RM'}
            options={shareEdit.list === 'tribes' ? tribes : rmOptions}
            rows={draft[shareEdit.list]}
            editing={shareEdit.editing}
            usePercent={modes[shareEdit.list]}
            value={value}
            onSave={(row) => {
              putRow(shareEdit.list, row, shareEdit.editing?.id ?? null)
              setShareEdit(null)
            }}
            onClose={() => setShareEdit(null)}
          />
        )
      }
    >
      <div className="mt-4 space-y-4">
        <ShareList
          title="Tribe"
          addLabel="Add Tribe"
          emptyText="No tribe"
          {...listProps('tribes')}
        />
        <ShareList
          title="Relationship Manager"
          addLabel="Add RM"
          emptyText="No relationship manager"
          {...listProps('rms')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Segment"
            value={draft.segmentId}
            allLabel="-"
            options={segments.map((each) => ({ value: each.id, label: each.text }))}
            onChange={(segmentId) => setDraft((current) => ({ ...current, segmentId }))}
          />
          <SelectField
            label="Branch"
            value={draft.branchId}
            allLabel="-"
            options={branches.map((each) => ({ value: each.id, label: each.text }))}
            onChange={(branchId) => setDraft((current) => ({ ...current, branchId }))}
          />
          <SelectField
            label="Person in Charge"
            value={draft.picId}
            allLabel="-"
            options={people.map((person) => ({ value: person.userId, label: person.name }))}
            onChange={(picId) => setDraft((current) => ({ ...current, picId }))}
          />
        </div>
        <MultiSelectField
          label="Consultant"
          options={people.map((person) => ({ id: person.userId, text: person.name }))}
          value={draft.consultantIds}
          onChange={(consultantIds) => setDraft((current) => ({ ...current, consultantIds }))}
        />
      </div>
      {overWhole && (
        <p role="alert" data-owners-error className="mt-4 text-sm text-red-700">
          {overWhole}
        </p>
      )}
      <CancelSave
        onCancel={onClose}
        onSave={() => void save()}
        saveDisabled={overWhole !== null}
        saving={saving}
      />
    </DialogFrame>
  )
}
