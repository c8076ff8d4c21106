/**
 * The Action column's export icon: one RM to Excel, from what the device holds (so it works
 * offline): a header row, then the RM's row with the list's columns and the detail's (NIK, phone,
 * address; empty while the detail was never read here). Every text cell is neutralised against
 * formula injection. The file is "RM {name}.xlsx".
 */
import type { SheetData } from 'write-excel-file/browser'
import { headerRow, textCell } from '../../ui/sheetCells.ts'
import type { RmRecord } from '../../entities/rms/rmRows.ts'

export const RM_EXPORT_HEADERS = [
  'Name',
  'NIK',
  'Job Title',
  'Platform',
  'Segment',
  'Branch',
  'Email',
  'Phone No.',
  'Address',
] as const

/** Characters a file name may not hold on the common systems. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|]/g

export const rmExportFileName = (rm: Pick<RmRecord, 'name'>): string =>
  `RM ${rm.name.replace(UNSAFE_IN_FILE_NAME, ' ').trim() || 'export'}.xlsx`

export function rmExportCells(rm: RmRecord): string[] {
  return [
    rm.name,
    rm.nik ?? '',
    rm.jobTitle ?? '',
    rm.platform?.text ?? '',
    rm.segment?.text ?? '',
    rm.branch?.text ?? '',
    rm.email,
    rm.phone ?? '',
    rm.address ?? '',
  ]
}

export function rmExportSheet(rm: RmRecord): SheetData {
  return [headerRow(RM_EXPORT_HEADERS), rmExportCells(rm).map(textCell)]
}

/** Saves the RM's sheet; answers the file's name. */
export async function exportRm(rm: RmRecord): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const fileName = rmExportFileName(rm)
  await writeXlsxFile(rmExportSheet(rm), {
    columns: RM_EXPORT_HEADERS.map(() => ({ width: 20 })),
  }).toFile(fileName)
  return fileName
}
