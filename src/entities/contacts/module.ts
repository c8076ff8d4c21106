/** Contacts: every contact of every company; the feed moves them. */
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { CONTACTS_NAMING } from './naming.ts'
import { pullList } from '../../sync/pull.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import { later } from '../later.ts'

export const contactsModule: EntityModule<CrmDb> = {
  naming: CONTACTS_NAMING,
  name: 'contact',
  areas: [
    {
      id: 'contacts',
      label: 'Contacts',
      feedKeys: ['contacts'],
      fill: later(
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
    load: async () =>
      (await import('../../sync/tableSection.ts')).tableSection({
        key: 'contacts',
        table: 'contacts',
        list: BRIEFCASE_LISTS.contacts,
        part: (page) => page.contacts,
      }),
  },
  keptLists: [BRIEFCASE_LISTS.contacts],
}
