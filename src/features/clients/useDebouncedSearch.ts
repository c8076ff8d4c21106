/** A list search (core-spec section 9): applied 1000 ms after the last keystroke, or at once on Enter. */
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../domain/search.ts'

export interface DebouncedSearch {
  /** What the field shows. */
  text: string
  /** What the list is searched for. */
  search: string
  setText: (text: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** `initial`: the search a list comes back to (shown and applied at once). */
export function useDebouncedSearch(
  onSearch?: (search: string) => void,
  initial = '',
): DebouncedSearch {
  const [text, setText] = useState(initial)
  const [search, setSearch] = useState(initial)

  const apply = useCallback(
    (next: string) => {
      setSearch((current) => {
        if (current !== next) onSearch?.(next)
        return next
      })
    },
    [onSearch],
  )

  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, apply])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault()
        apply(text)
      }
    },
    [apply, text],
  )

  return { text, search, setText, onKeyDown }
}
