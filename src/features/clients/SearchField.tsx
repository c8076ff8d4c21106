/** A list's search box (debounced 1 s, Enter searches at once: useDebouncedSearch). */
import type { KeyboardEvent } from 'react'
import { SearchIcon } from '../../ui/actionIcons.tsx'

interface SearchFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  placeholder?: string
}

export function SearchField({ label, value, onChange, onKeyDown, placeholder }: SearchFieldProps) {
  return (
    <div className="relative w-64">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label={label}
        value={value}
        placeholder={placeholder ?? 'Search'}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="block h-9 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
    </div>
  )
}
