/**
 * The target dialog (sales-activity-spec "Sales target"), 780 px: a select of the units of one
 * kind (Tribe, Relationship Manager, Segment or Branch: the Add target menu item that opened it),
 * then the monthly rows (Month, Target No. Proposal, Target Sales visit, Proposal value, Sales) and
 * Save. Choosing a unit fills the rows from its target of this year as the device holds it, and
 * pulls that target when online without waiting for it. Save queues one op per year through the
 * outbox (it works offline), closes the dialog and shows the success alert; bad input shows under
 * its cell and nothing is saved. Stable hooks: `data-target-dialog={type}`, `data-target-row`.
 */
import { useRef, useState } from 'react'
import { OPPS } from '../../../domain/messages.ts'
import type { Actor } from '../../../domain/permissions.ts'
import { periodPickerYearRange } from '../../../domain/periods.ts'
import { maySaveTarget } from '../../../domain/targets.ts'
import { type TargetType } from '../../../domain/targetTypes.ts'
import { showResult } from '../../../ui/dialogs/dialogStore.ts'
import { CancelSave } from '../../../ui/dialogs/CancelSave.tsx'
import { DialogFrame } from '../../../ui/dialogs/DialogFrame.tsx'
import { SelectField } from '../../../ui/SelectField.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'
import { saveTargets } from '../targetCommands.ts'
import { TargetRowsTable } from './TargetRowsTable.tsx'
import {
  FIX_TARGET_ERRORS,
  TARGET_NOT_SAVED,
  TARGET_SAVED,
  targetDialogTitle,
  targetKindLabel,
} from './targetDialogText.ts'
import { cellLabel } from './TargetMonthRowFields.tsx'
import {
  canSaveTargetDraft,
  monthInputValue,
  readCellKey,
  targetItemsOf,
  targetRowErrors,
} from './targetDialogDraft.ts'
import { useTargetDialogRows } from './useTargetDialogRows.ts'
import { useTargetUnitOptions } from './useTargetUnitOptions.ts'
import { useUnitTarget } from './useUnitTarget.ts'
import { beginSave } from '../../sync/index.ts'

export const TARGET_DIALOG_WIDTH = 780

interface TargetDialogProps {
  type: TargetType
  actor: Actor
  onClose: () => void
}

export function TargetDialog({ type, actor, onClose }: TargetDialogProps) {
  const [year] = useState(() => new Date().getFullYear())
  const [unitId, setUnitId] = useState(0)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLDivElement>(null)
  const label = targetKindLabel(type)
  const units = useTargetUnitOptions(type, actor)
  const target = useUnitTarget(type, unitId, year)
  const { rows, setCell, salesFocused, remove } = useTargetDialogRows(unitId, target.row)
  const { minYear, maxYear } = periodPickerYearRange(year)
  const errors = rows ? targetRowErrors(rows, year) : new Map<string, string>()
  const canSave = rows !== undefined && canSaveTargetDraft(unitId, rows) && !saving

  const focusFirstError = (shown: ReadonlyMap<string, string>) => {
    const first = [...shown.keys()][0]
    if (!first) return
    const { index, field } = readCellKey(first)
    form.current
      ?.querySelector<HTMLInputElement>(`input[aria-label="${cellLabel(field, index)}"]`)
      ?.focus()
  }

  const save = async () => {
    if (!rows || !canSave) return
    const unit = { type, id: unitId }
    if (!maySaveTarget(actor, unit)) return
    const read = targetItemsOf(rows, year)
    if ('errors' in read) {
      focusFirstError(read.errors)
      return
    }
    setSaving(true)
    const announce = await beginSave()
    try {
      await saveTargets(actor, unit, read.items)
    } catch (error) {
      setSaving(false)
      console.error('Saving the target failed:', error)
      void showResult({ icon: 'error', title: OPPS, message: TARGET_NOT_SAVED, button: 'Close' })
      return
    }
    onClose()
    void announce({ icon: 'success', title: TARGET_SAVED, button: 'Close' })
  }

  return (
    <DialogFrame
      title={targetDialogTitle(type)}
      width={TARGET_DIALOG_WIDTH}
      onClose={onClose}
      onSubmit={() => void save()}
      hooks={{ 'data-target-dialog': type }}
    >
      <div ref={form}>
        <div className="mt-4 max-w-sm">
          <SelectField
            label={label}
            required
            value={unitId}
            allLabel={units === undefined ? 'Loading…' : `Choose ${label}`}
            options={units ?? []}
            disabled={units === undefined || units.length === 0}
            onChange={setUnitId}
          />
          {units?.length === 0 && (
            <p className="mt-1 text-xs text-slate-500">
              No {label.toLowerCase()} on this device yet: go online once to load them.
            </p>
          )}
        </div>
        <div className="mt-5">
          {unitId === 0 ? (
            <p
              role="status"
              className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500"
            >
              Choose a {label.toLowerCase()} to set its monthly targets.
            </p>
          ) : rows === undefined ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-500"
            >
              <Spinner className="size-4" />
              Loading the target…
            </p>
          ) : (
            <>
              {target.pull.pulling && (
                <p role="status" className="mb-2 flex items-center gap-2 text-xs text-slate-500">
                  <Spinner className="size-3.5" />
                  Checking the server for this {label.toLowerCase()}’s target of {year}…
                </p>
              )}
              <TargetRowsTable
                rows={rows}
                errors={errors}
                minMonth={monthInputValue(1, minYear)}
                maxMonth={monthInputValue(12, maxYear)}
                onCell={setCell}
                onSalesFocus={salesFocused}
                onRemove={remove}
              />
            </>
          )}
        </div>
        {errors.size > 0 && (
          <p role="alert" className="mt-3 text-sm text-red-700" data-target-errors>
            {FIX_TARGET_ERRORS}
          </p>
        )}
        <CancelSave onCancel={onClose} saveDisabled={!canSave} saving={saving} />
      </div>
    </DialogFrame>
  )
}
