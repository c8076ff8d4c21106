import {
  CONTACT_EXPORT_MAX_ROWS,
  type ContactExport,
  type ContactExportQuery,
  type ContactExportRow,
} from '../../contract/contacts.ts'
import { monthStartDate } from '../deals/cards.ts'
import type { Db } from '../db/db.ts'
import { containsPattern } from '../http/search.ts'

/** The contact export's rows (core-spec "Contact export columns"): the list's filter, unpaged. */
export async function readContactExport(db: Db, q: ContactExportQuery): Promise<ContactExport> {
  const items = await db.query<ContactExportRow>(
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
