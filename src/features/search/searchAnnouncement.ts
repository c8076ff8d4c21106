/** What a screen reader hears of the global search's results. */
import type { SearchAnswer } from '../../store/search/querySearch.ts'
import { kindHeading } from './searchKinds.ts'

/**
 * What a screen reader hears once the answer to `query` is on screen: '7 results: Clients 2,
 * Deals 5 of 12' (a group showing part of its matches says of how many; 'of many' when a term
 * starts more words than were read). Heard again when a group shows more.
 */
export function announcement(answer: SearchAnswer | undefined, query: string): string {
  if (!answer || answer.query !== query || answer.terms.length === 0) return ''
  const shown = answer.groups.reduce((sum, group) => sum + group.hits.length, 0)
  if (shown === 0) return 'No results on this device'
  const kinds = answer.groups.map((group) => {
    const shownOf = `${kindHeading(group.kind)} ${group.hits.length}`
    if (group.more) return `${shownOf} of many`
    return group.total > group.hits.length ? `${shownOf} of ${group.total}` : shownOf
  })
  return `${shown} result${shown === 1 ? '' : 's'}: ${kinds.join(', ')}`
}
