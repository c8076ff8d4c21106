import {
  CONTACT_EXPORT_MAX_ROWS,
  CONTACT_ROUTES,
  type ContactExport,
  type ContactExportQuery,
  type ContactExportRow,
} from '../../contract/contacts.ts'
import { monthStartDate } from '../deals/cards.ts'
import type { Api, Call } from '../http/api.ts'
import { containsPattern } from '../http/search.ts'

async function exportContacts(call: Call, q: ContactExportQuery): Promise<ContactExport> {
  const items = await call.db.query<ContactExportRow>(
    `SELECT CASE WHEN ct.salutation = '-' THEN '' ELSE ct.salutation END AS info,
            c.company, ct.name AS executive, ct.position AS title, ct.department,
            c.address1, c.address2, c.address3,
            ct.phone AS hp, ct.phone2 AS "hP1", ct.phone3 AS "hP2", c.phone, c.fax,
            ct.email AS email1, ct.email2, ct.email3, ct.email4,
            c.website, coalesce(ind.name, '') AS industry, c.remarks
       FROM contacts ct JOIN clients c ON c.id = ct.client_id
       LEFT JOIN industries ind ON ind.id = c.industry_id
      WHERE ($1::date IS NULL OR ct.created_at >= $1::date) AND ($2::date IS NULL OR ct.created_at < $2::date)
        AND ($3::int = 0 OR c.industry_id = $3) AND ($4::text = '' OR ct.name ILIKE $5)
      ORDER BY c.company, ct.name, ct.id
      LIMIT $6`,
    [
      monthStartDate(q.period),
      monthStartDate(q.period, 1),
      q.industry,
      q.search,
      containsPattern(q.search),
      CONTACT_EXPORT_MAX_ROWS,
    ],
  )
  return { items }
}

/**
 * The contact export's data (core-spec "Contact export columns"), any signed-in role: the
 * contact list's filter without paging. The list's paged form is taken too; its page and
 * perPage are ignored, as an export holds every matching contact.
 */
export function registerContactExportRoutes(api: Api): void {
  // Without a search segment: every contact, as with search '*'.
  api.serve(CONTACT_ROUTES.exportJsonNoSearch, async (call) => ({
    body: await exportContacts(call, { ...call.input.params, search: '' }),
  }))
  api.serve(CONTACT_ROUTES.exportJson, async (call) => ({
    body: await exportContacts(call, call.input.params),
  }))
  api.serve(CONTACT_ROUTES.exportJsonPaged, async (call) => ({
    body: await exportContacts(call, call.input.params),
  }))
}
