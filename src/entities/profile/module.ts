/** The user's own profile and photo (the Profile screen, the top bar); the feed moves it. */
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { PROFILE_NAMING } from './naming.ts'
import { later } from '../later.ts'
import { PROFILE_ROLES } from './profileRoles.ts'

export const profileModule: EntityModule<CrmDb> = {
  naming: PROFILE_NAMING,
  name: 'profile',
  areas: [
    {
      id: 'profile',
      label: 'Profile',
      roles: PROFILE_ROLES,
      feedKeys: ['profile'],
      fill: later(
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
