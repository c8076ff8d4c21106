/**
 * A company's contacts beyond the briefcase: asked from GET /clients/{id} when a screen needs them
 * online (kept a week after, as any list of another filter), and whether the device holds every
 * contact of a company (those of companies whose deals it keeps in full, with the change feed).
 */
import { CLIENT_ROUTES } from '../../contract/clients.ts'
import { pathOf } from '../../contract/route.ts'
import { readBriefcaseState } from '../../sync/briefcase.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'
import type { CrmDb } from '../db.ts'
import { readKeptContactClients } from './keptContactClients.ts'

export const companyContactsListKey = (clientId: number): string => `clientContacts:${clientId}`

/** Every contact of one company, into a list of its own. */
export const companyContactsPull = (clientId: number): ListPull => ({
  key: companyContactsListKey(clientId),
  table: 'contacts',
  path: pathOf(CLIENT_ROUTES.detail, { clientId }),
  rows: (body) => asRows(readAnswer(CLIENT_ROUTES.detail, body).contacts),
})

/**
 * How the device holds every contact of the company: with the briefcase (the company of a kept
 * deal detail, or one made here), as opened online within the week, or not (false).
 */
export async function companyContactsHeld(
  db: CrmDb,
  clientId: number,
): Promise<'briefcase' | 'opened' | false> {
  if (clientId < 0) return 'briefcase'
  const state = await readBriefcaseState(db)
  // Without the change feed the briefcase keeps every contact.
  if (state?.mode === 'lists' && state.areas.contacts?.fetchedAt !== undefined) return 'briefcase'
  const kept = await readKeptContactClients(db)
  if (kept?.includes(clientId)) return 'briefcase'
  // A device filled when the briefcase kept every contact holds them until its next pruning.
  if (kept === null && state?.areas.contacts?.fetchedAt !== undefined) return 'briefcase'
  return (await db.syncLists.get(companyContactsListKey(clientId))) ? 'opened' : false
}

/** Whether the device keeps every contact (no change feed: the briefcase lists them all). */
export async function everyContactKept(db: CrmDb): Promise<boolean> {
  return (await readBriefcaseState(db))?.mode === 'lists'
}
