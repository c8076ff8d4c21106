import type { IdText } from '../../contract/common.ts'
import type { DealDetail } from '../../contract/deals.ts'

/**
 * The deal's contacts its detail names (members and client contact): offered in the visit and
 * proposal dialogs even before this device holds the client's contact list.
 */
export const dealContacts = (detail: DealDetail): IdText[] => [
  ...detail.clientMembers,
  ...(detail.clientContact ? [detail.clientContact] : []),
]
