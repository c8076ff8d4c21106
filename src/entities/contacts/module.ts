/**
 * Contacts. With the change feed, those of the companies whose deals the device keeps in full
 * (they come with the deal details; pruneContacts lets the others go); without it, every contact.
 */
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { CONTACTS_NAMING } from './naming.ts'
import { pullList } from '../../sync/pull.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import { later } from '../later.ts'
import { CONTACTS_TABLES } from './tables.ts'
import { CONTACTS_SEARCH } from './search.ts'

export const contactsModule: EntityModule<CrmDb, typeof CONTACTS_TABLES, typeof OwnOps> = {
  name: 'contact',
  tables: CONTACTS_TABLES,
  search: CONTACTS_SEARCH,
  ops: () => import('./ops.ts'),
  naming: CONTACTS_NAMING,
  areas: [
    {
      id: 'contacts',
      label: 'Contacts',
      feedKeys: ['contacts'],
      ...later(
        () => import('../clients/clientListPulls.ts'),
        async (pulls, { db, transport, user }) => {
          const list = pulls.allContactsPull(BRIEFCASE_LISTS.contacts)
          await pullList(db, transport, list, { userId: user.id })
        },
      ),
    },
  ],
  feed: {
    keys: ['contacts'],
    load: async () => (await import('./contactsFeed.ts')).contactsFeedSection(),
  },
  keptLists: [BRIEFCASE_LISTS.contacts],
  prune: async (db) => (await import('./pruneContacts.ts')).pruneContacts(db),
}
