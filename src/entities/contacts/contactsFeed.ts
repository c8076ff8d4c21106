/**
 * The contacts' part of the change feed: a table kept as one briefcase list, and the companies
 * whose every contact came with their deal details (keptContactClients.ts): a page's detail
 * companies join them; a window that listed everything says exactly which they are.
 */
import type { FeedSection } from '../../sync/feedSection.ts'
import { tableSection } from '../../sync/tableSection.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import type { CrmDb } from '../db.ts'
import { addKeptContactClients, writeKeptContactClients } from './keptContactClients.ts'

export function contactsFeedSection(): FeedSection<CrmDb> {
  const rows = tableSection<unknown, CrmDb>({
    key: 'contacts',
    table: 'contacts',
    list: BRIEFCASE_LISTS.contacts,
    part: (page) => page.contacts,
  })
  return {
    ...rows,
    begin(context) {
      const walk = rows.begin(context)
      const listed = new Set<number>()
      return {
        ...walk,
        async apply(page) {
          await walk.apply(page)
          const companies = page.dealDetails.upserts.map((detail) => detail.clientCompany.id)
          for (const id of companies) listed.add(id)
          await addKeptContactClients(context.db, companies)
        },
        async finish(whole) {
          await walk.finish(whole)
          if (whole) await writeKeptContactClients(context.db, listed)
        },
      }
    },
  }
}
