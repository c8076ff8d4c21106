/**
 * The global search's answer to what is typed: `search` starts a search at once (from the input's
 * change, not a render later), the newest one's answer is kept, and while the box is open a
 * change to what it read runs the current search again. undefined until the first answer; an
 * older query's answer shows until the new one comes (told apart by its `query`). `showMore`
 * opens a group beyond five (groupLimits.ts) and searches again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSession } from '../../entities/session/useSession.ts'
import {
  groupLimit,
  limitsForQuery,
  NO_GROUP_LIMITS,
  showMoreOf,
  withMoreShown,
  type GroupLimits,
} from './groupLimits.ts'
import { askServerContacts } from './askServerContacts.ts'
import { onSearchedChange } from './onSearchedChange.ts'
import { kindsForRole } from './searchKinds.ts'
import { searchDevice, type GlobalSearchResults } from './searchDevice.ts'
import { useSearchVocabulary } from './useSearchVocabulary.ts'

export interface GlobalSearch {
  results: GlobalSearchResults | undefined
  search: (query: string) => void
  /** Shows more of the kind's group in the current answer. */
  showMore: (kind: string) => void
}

export function useGlobalSearch(open: boolean): GlobalSearch {
  const session = useSession()
  const userId = session?.profile.id ?? 0
  const roleId = session?.profile.roleId ?? 0
  const kinds = useMemo(() => kindsForRole(roleId), [roleId])
  const vocabulary = useSearchVocabulary(open)
  const [results, setResults] = useState<GlobalSearchResults | undefined>(undefined)
  const latest = useRef({ run: 0, query: '', limits: NO_GROUP_LIMITS as GroupLimits })
  // The answer on screen, for showMore.
  const shown = useRef<GlobalSearchResults | undefined>(undefined)

  const search = useCallback(
    (query: string) => {
      const run = ++latest.current.run
      // The server is asked for a new query, not for the same one answered again.
      if (query !== latest.current.query && kinds.has('contact')) askServerContacts(query)
      latest.current.query = query
      const limits = limitsForQuery(latest.current.limits, query)
      latest.current.limits = limits
      searchDevice({ query, kinds, vocabulary, userId, limits }).then(
        (answer) => {
          if (run !== latest.current.run) return
          shown.current = answer
          setResults(answer)
        },
        (error: unknown) => console.error('The search failed', error),
      )
    },
    [kinds, vocabulary, userId],
  )

  // A new vocabulary (or user) answers the current query again; so does a change while open.
  useEffect(() => {
    if (latest.current.query !== '') search(latest.current.query)
  }, [search])
  useEffect(() => {
    if (!open) return undefined
    return onSearchedChange(() => search(latest.current.query))
  }, [open, search])

  const showMore = useCallback(
    (kind: string) => {
      const answer = shown.current
      const group = answer?.answer.groups.find((each) => each.kind === kind)
      if (!answer || !group) return
      const more = showMoreOf(group, groupLimit(answer.limits, kind))
      if (!more) return
      latest.current.limits = withMoreShown(answer.limits, answer.answer.query, group, more)
      search(latest.current.query)
    },
    [search],
  )

  return { results, search, showMore }
}
