import { CHANGE_FEED_ROUTES, CHANGES_MAX_LIMIT } from '../../contract/changeFeed.ts'
import type { FeedInfo } from '../../contract/changeFeedInfo.ts'
import { sectionsGiven } from '../feed/kinds.ts'
import { changesPage } from '../feed/page.ts'
import type { Api } from '../http/api.ts'

/** The change feed; not registered when it is off, so both paths answer 404. */
export function registerChangeFeedRoutes(api: Api): void {
  if (!api.services.config.changeFeed) return

  api.serve(CHANGE_FEED_ROUTES.info, async ({ actor }) => {
    const answer: FeedInfo = {
      changeFeed: {
        version: 2,
        maxLimit: CHANGES_MAX_LIMIT,
        sections: sectionsGiven(actor),
        ...(api.services.live ? { live: true } : {}),
      },
    }
    return { body: answer }
  })

  api.serve(CHANGE_FEED_ROUTES.changes, async (call) => ({
    body: await changesPage(call.db, call.actor, call.input.query),
  }))
}
