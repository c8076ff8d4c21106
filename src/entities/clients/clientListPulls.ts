/**
 * The client and contact lists' pulls, free of the app's singletons: every client and every
 * contact page by page (PULL_PAGE_SIZE a call), which the briefcase uses where the provider has no
 * change feed, and the client list's industries and relationship managers.
 */
import { withSearchText } from '../../contract/calls.ts'
import { CLIENT_ROUTES, type ClientList } from '../../contract/clients.ts'
import { CONTACT_ROUTES } from '../../contract/contacts.ts'
import { pathOf } from '../../contract/route.ts'
import { CLIENT_RMS_KEY } from './clientRows.ts'
import type { CrmDb } from '../db.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'

/** The most rows the server gives in one page. */
export const PULL_PAGE_SIZE = 500

/** A page of a paged list: its rows and how many the whole list holds. */
interface ListPage {
  rows: Row[]
  total: number
}

const clientPage = (body: unknown): ListPage => {
  const { clients, info } = readAnswer(CLIENT_ROUTES.list, body)
  return { rows: asRows(clients), total: info.total }
}

const contactPage = (body: unknown): ListPage => {
  const { contacts, info } = readAnswer(CONTACT_ROUTES.list, body)
  return { rows: asRows(contacts), total: info.total }
}

/** The client list's industries and relationship managers (its filters and the Select RM modal). */
/** One client, for the filters' options the client list answers beside its rows. */
export const CLIENT_OPTIONS_PATH = pathOf(
  CLIENT_ROUTES.list,
  withSearchText({ industry: 0, segment: 0, rm: 0, page: 1, perPage: 1, search: '' }),
)

/** The filters' options of a client list answer (read by its route's schema first). */
export const keepClientOptions = (database: CrmDb, body: unknown): Promise<void> =>
  keepClientListExtras(database, readAnswer(CLIENT_ROUTES.list, body))

export async function keepClientListExtras(database: CrmDb, body: ClientList): Promise<void> {
  await database.transaction('rw', database.industries, database.meta, async () => {
    if (body.industries.length > 0) {
      await database.industries.bulkPut(
        body.industries.map(({ id, industry }) => ({ id, text: industry })),
      )
    }
    await database.meta.put({ key: CLIENT_RMS_KEY, value: body.relManagers })
  })
}

/** A list walked page by page (PULL_PAGE_SIZE a call) into one stored list. */
export function pagedPull(
  key: string,
  table: 'clients' | 'contacts',
  pathOfPage: (page: number) => string,
): ListPull {
  const read = table === 'clients' ? clientPage : contactPage
  let page = 1
  return {
    key,
    table,
    path: pathOfPage(1),
    rows: (body) => read(body).rows,
    nextPath: (body) => {
      if (page * PULL_PAGE_SIZE >= read(body).total) return null
      page += 1
      return pathOfPage(page)
    },
  }
}

/** Every client (the briefcase's list, without a change feed). */
export function allClientsPull(key: string): ListPull {
  return pagedPull(key, 'clients', (page) =>
    pathOf(
      CLIENT_ROUTES.list,
      withSearchText({
        industry: 0,
        segment: 0,
        rm: 0,
        page,
        perPage: PULL_PAGE_SIZE,
        search: '',
      }),
    ),
  )
}

/** Every contact (the briefcase's list, without a change feed). */
export function allContactsPull(key: string): ListPull {
  return pagedPull(key, 'contacts', (page) =>
    pathOf(
      CONTACT_ROUTES.list,
      withSearchText({ period: 0, industry: 0, page, perPage: PULL_PAGE_SIZE, search: '' }),
    ),
  )
}
