/**
 * Teams: every team (the feed moves them), which decides whose targets a user approves and is the
 * Team Configuration's cards; and the people a team may hold (the employee list), kept whole and
 * asked again when an option list changed.
 */
import type { CrmDb } from '../db.ts'
import { TEAMS_LIST } from './teamRows.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { TEAMS_NAMING } from './naming.ts'
import { later } from '../later.ts'
import { optionListsStale } from '../staleness.ts'
import { TEAMS_TABLES } from './tables.ts'

const teamPulls = () => import('./teamPulls.ts')

export const teamsModule: EntityModule<CrmDb, typeof TEAMS_TABLES, typeof OwnOps> = {
  name: 'team',
  tables: TEAMS_TABLES,
  ops: () => import('./ops.ts'),
  naming: TEAMS_NAMING,
  areas: [
    {
      id: 'teams',
      label: 'Teams',
      feedKeys: ['teams'],
      ...later(teamPulls, ({ pullTeamList }, { db, transport, user }) =>
        pullTeamList(db, transport, user.id),
      ),
    },
    {
      id: 'teamPeople',
      label: 'Team members to choose',
      staleWhen: optionListsStale,
      ...later(teamPulls, ({ pullTeamPeople }, { db, transport, user }) =>
        pullTeamPeople(db, transport, user.id),
      ),
    },
  ],
  feed: {
    keys: ['teams'],
    load: async () =>
      (await import('../../sync/tableSection.ts')).tableSection({
        key: 'teams',
        table: 'teams',
        list: TEAMS_LIST,
        part: (page) => page.teams,
      }),
  },
  keptLists: [TEAMS_LIST],
}
