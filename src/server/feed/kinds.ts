import type { Actor } from '../../domain/permissions.ts'
import { PAGED_KINDS, type FeedKind, type KindChanges, type PagedKind } from './kind.ts'
import { clientKind, contactKind } from './kinds/clients.ts'
import { dealKind } from './kinds/deals.ts'
import { invoiceKind } from './kinds/invoices.ts'
import { userKind } from './kinds/people.ts'
import { targetKind } from './kinds/targets.ts'
import { teamKind } from './kinds/teams.ts'

/** Every kind the feed answers as rows, in page order. */
export const FEED_KINDS: Readonly<Record<PagedKind, FeedKind>> = {
  client: clientKind,
  contact: contactKind,
  deal: dealKind,
  invoice: invoiceKind,
  target: targetKind,
  team: teamKind,
  user: userKind,
}

/** The kinds a user's device gets, in page order. */
export const kindsGiven = (actor: Actor): FeedKind[] =>
  PAGED_KINDS.map((name) => FEED_KINDS[name]).filter((kind) => kind.given(actor))

/** The ChangesPage keys a user's pages carry: their kinds' and the markers'. */
export const sectionsGiven = (actor: Actor): (keyof KindChanges)[] => [
  ...new Set(kindsGiven(actor).flatMap((kind) => kind.sections)),
  'stale',
  'reportMarks',
]
