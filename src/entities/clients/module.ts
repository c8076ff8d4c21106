/**
 * Client companies: every company (the feed moves them), and the client list's filter options
 * (industries, relationship managers), kept whole and asked again when an option list changed.
 */
import type { CrmDb } from '../db.ts'
import { CLIENT_RMS_KEY } from './clientRows.ts'
import { storeIfChanged } from '../../sync/conditionalGet.ts'
import type * as OwnOps from './ops.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { CLIENTS_NAMING } from './naming.ts'
import { pullList } from '../../sync/pull.ts'
import { PullError } from '../../sync/pullError.ts'
import { BRIEFCASE_LISTS } from '../briefcaseLists.ts'
import { later } from '../later.ts'
import { optionListsStale } from '../staleness.ts'
import { CLIENTS_TABLES } from './tables.ts'
import { CLIENTS_SEARCH } from './search.ts'

const clientPulls = () => import('./clientListPulls.ts')

export const clientsModule: EntityModule<CrmDb, typeof CLIENTS_TABLES, typeof OwnOps> = {
  name: 'client',
  tables: CLIENTS_TABLES,
  search: CLIENTS_SEARCH,
  ops: () => import('./ops.ts'),
  naming: CLIENTS_NAMING,
  areas: [
    {
      id: 'clientOptions',
      label: 'Client filters',
      staleWhen: optionListsStale,
      ...later(clientPulls, async (pulls, { db, transport, user }) => {
        const held = async () => (await db.meta.get(CLIENT_RMS_KEY)) !== undefined
        const get = { userId: user.id, path: pulls.CLIENT_OPTIONS_PATH, held }
        await storeIfChanged(db, transport, get, async (body) => {
          if (body === null) throw new PullError(404, null)
          await pulls.keepClientOptions(db, body)
        })
      }),
    },
    {
      id: 'clients',
      label: 'Clients',
      feedKeys: ['clients'],
      ...later(clientPulls, async (pulls, { db, transport, user }) => {
        const list = pulls.allClientsPull(BRIEFCASE_LISTS.clients)
        await pullList(db, transport, list, { userId: user.id })
      }),
    },
  ],
  feed: {
    keys: ['clients'],
    load: async () =>
      (await import('../../sync/tableSection.ts')).tableSection({
        key: 'clients',
        table: 'clients',
        list: BRIEFCASE_LISTS.clients,
        part: (page) => page.clients,
      }),
  },
  keptLists: [BRIEFCASE_LISTS.clients],
}
