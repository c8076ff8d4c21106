import { CONTACT_ROUTES } from '../../contract/contacts.ts'
import { readContactExport } from '../contacts/export.ts'
import type { Api } from '../http/api.ts'

/**
 * The contact export's data (core-spec "Contact export columns"), any signed-in role: the
 * contact list's filter without paging. The list's paged form is taken too; its page and
 * perPage are ignored, as an export holds every matching contact.
 */
export function registerContactExportRoutes(api: Api): void {
  // Without a search segment: every contact, as with search '*'.
  api.serve(CONTACT_ROUTES.exportJsonNoSearch, async (call) => ({
    body: await readContactExport(call.db, { ...call.input.params, search: '' }),
  }))
  api.serve(CONTACT_ROUTES.exportJson, async (call) => ({
    body: await readContactExport(call.db, call.input.params),
  }))
  api.serve(CONTACT_ROUTES.exportJsonPaged, async (call) => ({
    body: await readContactExport(call.db, call.input.params),
  }))
}
