/** The user's own profile and photo (the Profile screen, the top bar); the feed moves it. */
import type { CrmDb } from '../db.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { PROFILE_NAMING } from './naming.ts'
import { later } from '../later.ts'
import { PROFILE_ROLES } from './profileRoles.ts'
import { PROFILE_TABLES } from './tables.ts'

export const profileModule: EntityModule<CrmDb, typeof PROFILE_TABLES, typeof OwnOps> = {
  name: 'profile',
  tables: PROFILE_TABLES,
  ops: () => import('./ops.ts'),
  naming: PROFILE_NAMING,
  areas: [
    {
      id: 'profile',
      label: 'Profile',
      roles: PROFILE_ROLES,
      feedKeys: ['profile'],
      ...later(
        () => import('./profilePull.ts'),
        async ({ pullProfile }, { db, transport, user }) => {
          await pullProfile(db, transport, { userId: user.id })
        },
      ),
    },
  ],
  feed: {
    keys: ['profile'],
    load: async () => (await import('./profileFeed.ts')).profileFeed,
  },
}
