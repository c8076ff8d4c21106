/**
 * Master data (GET /pipeline/master): the option lists of every filter and form, kept whole and
 * asked again (conditionally) when the change feed says an option list changed.
 */
import { MASTER_ROUTES } from '../../contract/master.ts'
import { pathOf } from '../../contract/route.ts'
import type { CrmDb } from '../db.ts'
import {
  markMasterFetched,
  MASTER_FETCHED_AT,
  masterFetchedAt,
  saveMasterData,
} from './masterData.ts'
import { forgetEveryUsersEtag, storeIfChanged } from '../../sync/conditionalGet.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { readAnswer } from '../../sync/pull.ts'
import { PullError } from '../../sync/pullError.ts'
import { optionListsStale } from '../staleness.ts'

export const masterModule: EntityModule<CrmDb> = {
  name: 'master',
  // Its fetch time is that of no list.
  keptMeta: [MASTER_FETCHED_AT],
  areas: [
    {
      id: 'master',
      label: 'Master data',
      staleWhen: optionListsStale,
      async fill({ db, transport, user }) {
        const held = async () => (await masterFetchedAt(db)) !== undefined
        const get = { userId: user.id, path: pathOf(MASTER_ROUTES.read, {}), held }
        const changed = await storeIfChanged(db, transport, get, async (body) => {
          if (body === null) throw new PullError(404, null)
          const master = readAnswer(MASTER_ROUTES.read, body)
          // Its industries replace those the client options added: those are asked whole next.
          const { CLIENT_OPTIONS_PATH } = await import('../clients/clientListPulls.ts')
          await forgetEveryUsersEtag(db, CLIENT_OPTIONS_PATH)
          await saveMasterData(db, master)
        })
        if (!changed) await markMasterFetched(db)
      },
    },
  ],
}
