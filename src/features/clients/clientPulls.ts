/**
 * The contacts of a period (their ids decide the contact list's period filter), pulled when a
 * period is chosen online: the briefcase's contacts do not say when they were added.
 */
import { withSearchText } from '../../contract/calls.ts'
import { CONTACT_ROUTES } from '../../contract/contacts.ts'
import { pathOf } from '../../contract/route.ts'
import { db } from '../../entities/db.ts'
import { listIds } from '../../sync/pull.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { pagedPull, PULL_PAGE_SIZE } from '../../entities/clients/clientListPulls.ts'

export const contactPeriodPrefix = (period: number): string => `contacts:period:${period}`

/** Every contact added in a month (YYYYMM), whatever its industry. */
export async function pullContactPeriod(period: number): Promise<void> {
  await syncEngine.pull(
    pagedPull(`${contactPeriodPrefix(period)}:all`, 'contacts', (page) =>
      pathOf(
        CONTACT_ROUTES.list,
        withSearchText({ period, industry: 0, page, perPage: PULL_PAGE_SIZE, search: '' }),
      ),
    ),
  )
}

/** The ids the server listed for a period the last time it was pulled; null when never. */
export async function contactPeriodIds(period: number): Promise<Set<number> | null> {
  const prefix = contactPeriodPrefix(period)
  const lists = await db.syncLists.where('key').startsWith(`${prefix}:`).toArray()
  if (lists.length === 0) return null
  const ids = new Set<number>()
  for (const list of lists) for (const id of await listIds(db, list.key)) ids.add(id)
  return ids
}
