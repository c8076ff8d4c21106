/**
 * The contact export's sheet (core-spec section 3 "Contact export columns"): a header row of the
 * export columns in words (Info ... Remarks), then one row per contact, every text cell neutralised against
 * formula injection; and the period that names the file.
 */
import type { SheetData } from 'write-excel-file/browser'
import type { ContactExportRow } from '../../contract/contacts.ts'
import { CONTACT_EXPORT_FIELDS, CONTACT_EXPORT_HEADERS } from '../../domain/exports.ts'
import { headerRow, textCell } from '../../ui/sheetCells.ts'

export function contactExportSheet(items: readonly ContactExportRow[]): SheetData {
  const header = headerRow(CONTACT_EXPORT_FIELDS.map((field) => CONTACT_EXPORT_HEADERS[field]))
  const rows = items.map((item) =>
    CONTACT_EXPORT_FIELDS.map((field) => textCell(String(item[field] ?? ''))),
  )
  return [header, ...rows]
}

/** YYYYMM (0: all) as the file name's year and month. */
export function exportPeriod(period: number): { year: number; month: number } | null {
  return period === 0 ? null : { year: Math.floor(period / 100), month: period % 100 }
}
