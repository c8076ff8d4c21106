/**
 * The contacts of a period (their ids decide the contact list's period filter), pulled when a
 * period is chosen online: the briefcase's contacts do not say when they were added.
 */
import { withSearchText } from '../../contract/calls.ts'
import { CONTACT_ROUTES } from '../../contract/contacts.ts'
import { pathOf } from '../../contract/route.ts'
import { db } from '../../entities/db.ts'
import {
  contactPeriodPrefix,
  readContactPeriodIds,
} from '../../entities/contacts/contactPeriodReads.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { pagedPull, PULL_PAGE_SIZE } from '../../entities/clients/clientListPulls.ts'

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
export const contactPeriodIds = (period: number): Promise<Set<number> | null> =>
  readContactPeriodIds(db, period)
