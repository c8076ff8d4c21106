/**
 * The global search's answer to what is typed: `search` starts a search at once (from the input's
 * change, not a render later), the newest one's answer is kept, and while the box is open a
 * change to what it read runs the current search again. undefined until the first answer; an
 * older query's answer shows until the new one comes (told apart by its `query`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSession } from '../../entities/session/useSession.ts'
import { onSearchedChange } from './onSearchedChange.ts'
import { kindsForRole } from './searchKinds.ts'
import { searchDevice, type GlobalSearchResults } from './searchDevice.ts'
import { useSearchVocabulary } from './useSearchVocabulary.ts'

export interface GlobalSearch {
  results: GlobalSearchResults | undefined
  search: (query: string) => void
}

export function useGlobalSearch(open: boolean): GlobalSearch {
  const session = useSession()
  const userId = session?.profile.id ?? 0
  const roleId = session?.profile.roleId ?? 0
  const kinds = useMemo(() => kindsForRole(roleId), [roleId])
  const vocabulary = useSearchVocabulary(open)
  const [results, setResults] = useState<GlobalSearchResults | undefined>(undefined)
  const latest = useRef({ run: 0, query: '' })

  const search = useCallback(
    (query: string) => {
      const run = ++latest.current.run
      latest.current.query = query
      searchDevice({ query, kinds, vocabulary, userId }).then(
        (answer) => {
          if (run === latest.current.run) setResults(answer)
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

  return { results, search }
}
