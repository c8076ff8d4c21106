/**
 * A searchable multi-select (Headless UI Combobox `multiple`): the chosen entries as chips with a
 * remove button, the rest filtered by what is typed. The one way to pick several of a kind: the
 * visit's contacts, tribes, RMs and consultants, a team's members, the deal owners' consultants,
 * a proposal's receiver contacts.
 */
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react'
import { useState } from 'react'
import type { IdText } from '../contract/common.ts'
import { CloseIcon } from './icons.tsx'
import { inputClass } from './TextField.tsx'

interface MultiSelectFieldProps {
  label: string
  options: readonly IdText[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  disabled?: boolean
  placeholder?: string
}

export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  disabled = false,
  placeholder = 'Select',
}: MultiSelectFieldProps) {
  const [query, setQuery] = useState('')
  const byId = new Map(options.map((option) => [option.id, option]))
  const chosen = value.map((id) => byId.get(id) ?? { id, text: `#${id}` })
  const wanted = query.trim().toLowerCase()
  const shown = options.filter((option) => option.text.toLowerCase().includes(wanted))
  return (
    <Field data-multi-select={label} disabled={disabled}>
      <Label className="mb-1.5 block text-sm font-medium text-slate-700">{label}</Label>
      {chosen.length > 0 && (
        <ul className="mb-1.5 flex flex-wrap gap-1.5" aria-label={`Chosen ${label}`}>
          {chosen.map((option) => (
            <li
              key={option.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800"
            >
              {option.text}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${option.text}`}
                className="rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => onChange(value.filter((id) => id !== option.id))}
              >
                <CloseIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        multiple
        immediate
        value={[...value]}
        onChange={(ids: number[]) => {
          onChange(ids)
          setQuery('')
        }}
        onClose={() => setQuery('')}
        disabled={disabled}
      >
        <div className="relative">
          <ComboboxInput
            className={inputClass}
            placeholder={placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ComboboxOptions className="absolute z-10 mt-1 max-h-48 w-full overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 empty:invisible">
            {shown.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-500">No options</p>
            ) : (
              shown.map((option) => (
                <ComboboxOption
                  key={option.id}
                  value={option.id}
                  className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-50 data-selected:font-semibold data-selected:text-brand-800"
                >
                  {option.text}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  )
}
