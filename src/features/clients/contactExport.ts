/**
 * Export to excel of the Contact client list (core-spec sections 2 and 3): the server's rows for
 * the list's filter, one column per export field (info ... remarks), every text cell neutralised
 * against formula injection, in a file named by the period's year and month.
 */
import writeXlsxFile from 'write-excel-file/browser'
import { withSearchText } from '../../contract/calls.ts'
import { CONTACT_ROUTES, type ContactExport } from '../../contract/contacts.ts'
import { pathOf } from '../../contract/route.ts'
import { CONTACT_EXPORT_FIELDS, contactExportFileName } from '../../domain/exports.ts'
import { apiClient } from '../../app/apiClient.ts'
import { contactExportSheet, exportPeriod } from './contactExportSheet.ts'

export interface ContactExportFilter {
  period: number
  industry: number
  search: string
}

/** Asks the server for the rows (a connection is needed) and saves the file; answers its name. */
export async function exportContacts(filter: ContactExportFilter): Promise<string> {
  const { items } = await apiClient.request<ContactExport>(
    pathOf(CONTACT_ROUTES.exportJson, withSearchText(filter)),
  )
  const fileName = contactExportFileName(exportPeriod(filter.period))
  await writeXlsxFile(contactExportSheet(items), {
    columns: CONTACT_EXPORT_FIELDS.map(() => ({ width: 18 })),
  }).toFile(fileName)
  return fileName
}
