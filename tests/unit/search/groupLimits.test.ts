import { describe, expect, it } from 'vitest'
import {
  groupLimit,
  isShowMore,
  limitsForQuery,
  NO_GROUP_LIMITS,
  SHOW_MORE_STEP,
  showMoreChoice,
  showMoreLabel,
  showMoreOf,
  withMoreShown,
} from '../../../src/features/search/groupLimits.ts'
import { announcement } from '../../../src/features/search/searchAnnouncement.ts'
import type { SearchGroup, SearchHit } from '../../../src/store/search/querySearch.ts'

const hits = (count: number): SearchHit[] =>
  Array.from({ length: count }, (_, index) => ({
    key: index,
    kind: 'client',
    id: index,
    words: ['company'],
    titleWords: 1,
    title: `Company ${index}`,
    detail: '',
    table: 'clients',
    score: 30,
  }))

const group = (shown: number, total: number, more = false): SearchGroup => ({
  kind: 'client',
  hits: hits(shown),
  total,
  more,
})

describe("a search group's Show option", () => {
  it('offers all of a group of a few more than five, and says how many', () => {
    const more = showMoreOf(group(5, 12), 5)
    expect(more).toEqual({ limit: 12, count: 7, all: true })
    expect(showMoreLabel(more!, 12, 'Clients')).toBe('Show all 12 clients')
  })

  it('offers fifty more at a time of a large group', () => {
    const more = showMoreOf(group(5, 340), 5)
    expect(more).toEqual({ limit: 5 + SHOW_MORE_STEP, count: SHOW_MORE_STEP, all: false })
    expect(showMoreLabel(more!, 340, 'Deals')).toBe('Show 50 more deals')
    expect(showMoreOf(group(55, 340), 55)).toEqual({ limit: 105, count: 50, all: false })
    expect(showMoreOf(group(305, 340), 305)).toEqual({ limit: 340, count: 35, all: true })
  })

  it('does not say "all" when a term starts more words than were read', () => {
    const more = showMoreOf(group(5, 20, true), 5)
    expect(more).toEqual({ limit: 20, count: 15, all: false })
    expect(showMoreLabel(more!, 20, 'Contacts')).toBe('Show 15 more contacts')
  })

  it('offers nothing once the group shows what it can', () => {
    expect(showMoreOf(group(3, 3), 5)).toBeNull()
    expect(showMoreOf(group(12, 12), 12)).toBeNull()
    // A visit counted twice (logged here and in its deal's journal) shows once: fewer than asked.
    expect(showMoreOf(group(6, 8), 8)).toBeNull()
  })

  it('is told apart from a hit, and keyed by how many the group shows', () => {
    const choice = showMoreChoice('client', 5)
    expect(choice.key).toBe('more:client:5')
    expect(isShowMore(choice)).toBe(true)
    expect(isShowMore(hits(1)[0]!)).toBe(false)
  })
})

describe("the search groups' limits", () => {
  it('are five a group until a group is opened', () => {
    expect(groupLimit(NO_GROUP_LIMITS, 'client')).toBe(5)
    const opened = withMoreShown(
      NO_GROUP_LIMITS,
      'cemer',
      group(5, 12),
      showMoreOf(group(5, 12), 5)!,
    )
    expect(groupLimit(opened, 'client')).toBe(12)
    expect(opened.byKind.get('client')).toEqual({ limit: 12, from: 5 })
    expect(groupLimit(opened, 'deal')).toBe(5)
  })

  it('last while the query is typed on, and start again for another', () => {
    const opened = withMoreShown(
      NO_GROUP_LIMITS,
      'Cemer',
      group(5, 12),
      showMoreOf(group(5, 12), 5)!,
    )
    expect(limitsForQuery(opened, 'cemerlang')).toBe(opened)
    expect(limitsForQuery(opened, 'CEMER ')).toBe(opened)
    expect(limitsForQuery(opened, 'ceme')).toBe(NO_GROUP_LIMITS)
    expect(limitsForQuery(opened, 'bahari')).toBe(NO_GROUP_LIMITS)
    expect(limitsForQuery(opened, '')).toBe(NO_GROUP_LIMITS)
  })

  it('add to those of the same query, and replace those of another', () => {
    const first = withMoreShown(
      NO_GROUP_LIMITS,
      'cemer',
      group(5, 12),
      showMoreOf(group(5, 12), 5)!,
    )
    const deals: SearchGroup = { ...group(5, 9), kind: 'deal' }
    const both = withMoreShown(first, 'cemerl', deals, showMoreOf(deals, 5)!)
    expect([...both.byKind.keys()]).toEqual(['client', 'deal'])
    const other = withMoreShown(first, 'bahari', deals, showMoreOf(deals, 5)!)
    expect([...other.byKind.keys()]).toEqual(['deal'])
  })
})

describe('what a screen reader hears of the results', () => {
  it('says of how many when a group shows part of them', () => {
    const answer = (groups: SearchGroup[]) => ({ query: 'cemer', terms: ['cemer'], groups })
    expect(announcement(answer([group(5, 12), { ...group(2, 2), kind: 'deal' }]), 'cemer')).toBe(
      '7 results: Clients 5 of 12, Deals 2',
    )
    expect(announcement(answer([group(12, 12)]), 'cemer')).toBe('12 results: Clients 12')
    expect(announcement(answer([group(5, 40, true)]), 'cemer')).toBe('5 results: Clients 5 of many')
  })
})
