/**
 * Whether the provider has the change feed (changeFeed.ts): apart from the feed's pages, so that a
 * device can ask before it needs the code that walks them.
 */
import { answerObject } from './answer.ts'
import { route } from './route.ts'
import { integer, literal } from './validate.ts'

export interface FeedInfo {
  changeFeed: { version: 1; maxLimit: number }
}

/** FeedInfo, or 404 when the provider has no change feed. */
export const FEED_INFO_ROUTE = route<FeedInfo>({
  method: 'GET',
  pattern: '/sync',
  answer: answerObject<FeedInfo>({
    changeFeed: answerObject<FeedInfo['changeFeed']>({
      version: literal(1),
      maxLimit: integer({ min: 1 }),
    }),
  }),
})
