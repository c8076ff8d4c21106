/** Ctrl+K (⌘K) anywhere, and / when no field has the focus, open the global search. */
import { useEffect } from 'react'

const isField = (element: Element | null): boolean =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))

export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
    return true
  }
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey
  return plain && event.key === '/' && !isField(document.activeElement)
}

export function useSearchShortcut(onOpen: () => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !isSearchShortcut(event)) return
      event.preventDefault()
      onOpen()
    }
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [onOpen])
}
