/**
 * The contact list's pages as the server answers them (GET /clients/contact/...), for a device
 * that keeps only some contacts (with the change feed, those of the companies whose deals it keeps
 * in full): each page asked online is a list of its own, with the total the answer gave, kept a
 * week as any list of another filter.
 */
import { withSearchText } from '../../contract/calls.ts'
import { CONTACT_ROUTES } from '../../contract/contacts.ts'
import { pathOf } from '../../contract/route.ts'
import { listColumnsKey } from '../../store/meta.ts'
import { asRows, readAnswer, readOnce, type ListPull } from '../../sync/pull.ts'
import type { ContactRow } from '../clients/clientRows.ts'
import type { CrmDb } from '../db.ts'

export interface ContactPageQuery {
  /** YYYYMM, 0 for every month. */
  period: number
  industry: number
  search: string
  page: number
  perPage: number
}

export const contactPageKey = (q: ContactPageQuery): string =>
  `contactPage:${q.period}:${q.industry}:${q.page}:${q.perPage}:${q.search}`

export function contactPagePull(q: ContactPageQuery): ListPull {
  const read = readOnce((body: unknown) => readAnswer(CONTACT_ROUTES.list, body))
  return {
    key: contactPageKey(q),
    table: 'contacts',
    path: pathOf(CONTACT_ROUTES.list, withSearchText(q)),
    rows: (body) => asRows(read(body).contacts),
    columns: (body) => ({ total: read(body).info.total }),
  }
}

export interface ContactPage {
  /** In the server's order; those deleted on this device since are left out. */
  rows: ContactRow[]
  total: number
}

/** The page as last answered; null when it was never asked on this device. */
export async function readContactPage(db: CrmDb, q: ContactPageQuery): Promise<ContactPage | null> {
  const key = contactPageKey(q)
  const list = await db.syncLists.get(key)
  if (!list) return null
  const info = (await db.meta.get(listColumnsKey(key)))?.value as { total?: number } | undefined
  const rows = (await db.contacts.bulkGet(list.ids)).filter((row) => row !== undefined)
  return { rows, total: typeof info?.total === 'number' ? info.total : rows.length }
}
