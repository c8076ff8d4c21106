/**
 * Whether the provider has the change feed (changeFeed.ts): apart from the feed's pages, so that a
 * device can ask before it needs the code that walks them. Version 2 names the tables its pages
 * carry for the signed-in user (a device fills the others from the specification's calls).
 */
import { answerObject, answerText } from './answer.ts'
import { route } from './route.ts'
import { array, boolean, integer, literal, optional, type Infer } from './validate.ts'

const feedInfo = answerObject({
  changeFeed: answerObject({
    version: literal(1, 2),
    maxLimit: integer({ min: 1 }),
    /** Version 2: the ChangesPage keys the user's pages carry ('deals', 'invoices', 'stale'...). */
    sections: optional(array(answerText()), undefined),
    /** The provider streams pokes at GET /sync/live (live.ts); absent: it does not. */
    live: optional(boolean(), undefined),
  }),
})
export type FeedInfo = Infer<typeof feedInfo>

/** FeedInfo, or 404 when the provider has no change feed. */
export const FEED_INFO_ROUTE = route<FeedInfo>({
  method: 'GET',
  pattern: '/sync',
  answer: feedInfo,
})

/** What a provider of the first feed version sends (its info names none): deals, clients, contacts. */
export const FIRST_VERSION_SECTIONS: readonly string[] = [
  'deals',
  'dealDetails',
  'statusUpdates',
  'clients',
  'contacts',
]
