/**
 * Which open deals' full details a device keeps offline, the same rule on the server (its change
 * feed sends only those) and on the device (it lets the others go as they age). An RM keeps the
 * deals it is on (its RMs or access list), as it may act on no other. Every other role keeps the
 * deals it is on and those changed in the last DETAIL_KEPT_MONTHS: a large company's every open
 * deal would make a first fill of hundreds of megabytes, and a deal nobody touched for half a year
 * is seldom the one opened on the road. Every open card stays on the board either way; a detail
 * not kept opens as its card offline and loads when online.
 */
import { subMonths } from 'date-fns'
import { ROLE, type Actor, type OwnedItem } from './permissions.ts'

export const DETAIL_KEPT_MONTHS = 6

/** The oldest change (ISO time) that still keeps a deal's detail for someone not on the deal. */
export const detailKeptSince = (now: Date): string =>
  subMonths(now, DETAIL_KEPT_MONTHS).toISOString()

const listHas = (list: OwnedItem['rms'], userId: number): boolean =>
  (list ?? []).some((entry) => (entry.id ?? entry.userId) === userId)

/** Whether the user is among the deal's RMs or on its access list. */
export const isOnDeal = (actor: Actor, deal: OwnedItem): boolean =>
  listHas(deal.rms, actor.id) || listHas(deal.access, actor.id)

interface ChangeMarks {
  /** When the deal or one of its parts last changed, as the server keeps it ('' when not told). */
  updatedAt?: string
  /** The deal's date (YYYY-MM-DD). */
  dealDate: string
  /** Its journal: every change to the deal or its documents writes an entry. */
  history: readonly { data: { updateTime?: unknown } }[]
}

/** ISO time of the deal's newest journal entry, else its date. */
export function newestJournalTime(detail: Omit<ChangeMarks, 'updatedAt'>): string {
  let newest = detail.dealDate
  for (const entry of detail.history) {
    const at = entry.data.updateTime
    if (typeof at === 'string' && at > newest) newest = at
  }
  return newest
}

/**
 * When the deal last changed: the server's updated time (its journal's newest entry when the
 * provider does not tell it), or its latest status update (the card's statusDate) if later.
 */
export function dealChangedAt(detail: ChangeMarks, statusDate?: string | null): string {
  const changed = detail.updatedAt || newestJournalTime(detail)
  return statusDate && statusDate > changed ? statusDate : changed
}

/**
 * Whether a device keeps the open deal's detail for `actor`. `changedAt` is dealChangedAt's (null
 * when not known: only a deal the user is on is kept then); `since` is detailKeptSince's.
 */
export function keepsDealDetailOffline(
  actor: Actor,
  deal: OwnedItem,
  changedAt: string | null,
  since: string,
): boolean {
  if (isOnDeal(actor, deal)) return true
  return actor.roleId !== ROLE.rm && changedAt !== null && changedAt >= since
}
