/**
 * The target dialog's rows for the chosen unit: the unit's stored target until the user changes a
 * row (so a pull arriving after the unit was chosen still fills the rows it started with), the
 * user's rows from then on. Another unit starts again from its own stored target.
 */
import { useState } from 'react'
import type { TargetRow } from '../../../entities/targets/targetRows.ts'
import {
  prefillTargetRows,
  withCell,
  withoutRow,
  withRowAddedOnSalesFocus,
  type TargetRowDraft,
  type TargetRowField,
} from './targetDialogDraft.ts'

export interface TargetDialogRows {
  /** undefined while the unit's stored target is read. */
  rows: readonly TargetRowDraft[] | undefined
  setCell: (index: number, field: TargetRowField, raw: string) => void
  salesFocused: (index: number) => void
  remove: (index: number) => void
}

export function useTargetDialogRows(
  unitId: number,
  stored: TargetRow | null | undefined,
): TargetDialogRows {
  const [edited, setEdited] = useState<{ unitId: number; rows: readonly TargetRowDraft[] } | null>(
    null,
  )
  const rows =
    edited?.unitId === unitId
      ? edited.rows
      : stored === undefined
        ? undefined
        : prefillTargetRows(stored?.items)

  const change = (next: (current: readonly TargetRowDraft[]) => readonly TargetRowDraft[]) => {
    if (!rows) return
    const changed = next(rows)
    if (changed !== rows) setEdited({ unitId, rows: changed })
  }

  return {
    rows,
    setCell: (index, field, raw) => change((current) => withCell(current, index, field, raw)),
    salesFocused: (index) => change((current) => withRowAddedOnSalesFocus(current, index)),
    remove: (index) => change((current) => withoutRow(current, index)),
  }
}
