/**
 * The Lost Deal list as the user left it (search text and page), kept per user in application
 * state (sessionStorage, so a reload of a deal opened from the list keeps it too): a deal opened
 * from the list goes Back to the list as it was (core-spec: Back returns to the stored previous
 * tab), and the browser's Back does the same.
 */
export interface LostDealListView {
  /** The search as typed. */
  text: string
  /** 1-based; the list clamps it to the pages there are. */
  page: number
}

export const EMPTY_LOST_DEAL_LIST_VIEW: LostDealListView = { text: '', page: 1 }

const KEY_PREFIX = 'crm:lostDeals:view:'
const memory = new Map<number, LostDealListView>()

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** A stored view, or the empty one when it is missing or malformed. */
export function parseLostDealListView(value: unknown): LostDealListView {
  if (typeof value !== 'object' || value === null) return EMPTY_LOST_DEAL_LIST_VIEW
  const { text, page } = value as Partial<LostDealListView>
  return {
    text: typeof text === 'string' ? text : '',
    page: typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

export function readLostDealListView(userId: number): LostDealListView {
  const kept = memory.get(userId)
  if (kept) return kept
  const stored = storage()?.getItem(`${KEY_PREFIX}${userId}`)
  if (!stored) return EMPTY_LOST_DEAL_LIST_VIEW
  try {
    return parseLostDealListView(JSON.parse(stored))
  } catch {
    return EMPTY_LOST_DEAL_LIST_VIEW
  }
}

export function keepLostDealListView(userId: number, view: LostDealListView): void {
  memory.set(userId, view)
  try {
    storage()?.setItem(`${KEY_PREFIX}${userId}`, JSON.stringify(view))
  } catch {
    // A full or blocked storage keeps the view for this page's life only.
  }
}
