/**
 * The one person picker (a relationship manager for a deal or a client company): a search by name
 * or email, the branch and segment filters where the people have them, and the people as the
 * options of a Headless UI Combobox (listbox semantics): Arrow keys move, Enter or a click chooses,
 * Escape closes. Stable hook: `data-testid` (testId).
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useMemo, useState } from 'react'
import { ALL_BRANCH_LABEL, ALL_SEGMENT_LABEL } from '../../domain/filters.ts'
import { SelectField } from '../SelectField.tsx'
import { inputClass } from '../TextField.tsx'
import { DialogFrame } from './DialogFrame.tsx'
import {
  facetValues,
  NO_PERSON_FILTER,
  pickablePeople,
  type PersonFacet,
  type PickablePerson,
} from './personPicker.ts'

export const PERSON_PICKER_WIDTH = 760

/** The texts of the relationship manager picker (Add deal, the client form). */
export const RM_PICKER_TEXT = {
  title: 'Select relationship manager',
  searchLabel: 'Search relationship manager',
} as const

interface PersonPickerDialogProps<P extends PickablePerson> {
  title: string
  /** The search field's accessible name. */
  searchLabel: string
  people: readonly P[]
  /** Shown when there is nobody to choose at all (e.g. not loaded on this device yet). */
  emptyText?: string
  testId: string
  onChoose: (person: P) => void
  onClose: () => void
}

const FACETS: readonly { facet: PersonFacet; label: string; all: string }[] = [
  { facet: 'branch', label: 'Branch', all: ALL_BRANCH_LABEL },
  { facet: 'segment', label: 'Segment', all: ALL_SEGMENT_LABEL },
]

const COLUMNS =
  'sm:grid sm:grid-cols-[minmax(0,1.1fr)_minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,1.2fr)_4.5rem] sm:items-center sm:gap-3'

export function PersonPickerDialog<P extends PickablePerson>(props: PersonPickerDialogProps<P>) {
  const { title, searchLabel, people, emptyText = 'No options', testId, onChoose, onClose } = props
  const [filter, setFilter] = useState(NO_PERSON_FILTER)
  const facets = useMemo(
    () =>
      FACETS.map((each) => ({ ...each, values: facetValues(people, each.facet) })).filter(
        (each) => each.values.length > 0,
      ),
    [people],
  )
  const shown = useMemo(() => pickablePeople(people, filter) as P[], [people, filter])
  return (
    <DialogFrame
      title={title}
      width={PERSON_PICKER_WIDTH}
      onClose={onClose}
      hooks={{ 'data-testid': testId }}
    >
      {facets.length > 0 && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {facets.map(({ facet, label, all, values }) => (
            <SelectField
              key={facet}
              label={label}
              value={values.indexOf(filter[facet]) + 1}
              allLabel={all}
              options={values.map((value, index) => ({ value: index + 1, label: value }))}
              onChange={(chosen) => setFilter({ ...filter, [facet]: values[chosen - 1] ?? '' })}
            />
          ))}
        </div>
      )}
      <Combobox<P | null>
        value={null}
        onChange={(person) => person && onChoose(person)}
        by={(a, b) => a?.id === b?.id}
      >
        {/* Escape closes the picker at once (the combobox would only close its options). */}
        <div
          className="mt-3"
          onKeyDownCapture={(event) => {
            if (event.key !== 'Escape') return
            event.preventDefault()
            event.stopPropagation()
            onClose()
          }}
        >
          <ComboboxInput
            type="search"
            aria-label={searchLabel}
            placeholder="Search name or email"
            autoComplete="off"
            autoFocus
            className={inputClass}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          />
          <div className="mt-3 overflow-hidden rounded-lg ring-1 ring-slate-200">
            <div
              aria-hidden="true"
              className={`hidden bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-500 ${COLUMNS}`}
            >
              <span>Name</span>
              <span>Email</span>
              <span>Branch</span>
              <span>Segment</span>
              <span />
            </div>
            <ComboboxOptions
              static
              modal={false}
              aria-label={title}
              className="max-h-80 divide-y divide-slate-100 overflow-y-auto focus:outline-none"
            >
              {shown.map((person) => (
                <ComboboxOption
                  key={person.id}
                  value={person}
                  data-person-id={person.id}
                  className={`group cursor-pointer px-3 py-2 text-sm data-focus:bg-brand-50 ${COLUMNS}`}
                >
                  <span className="block truncate font-medium text-slate-900">{person.name}</span>
                  <span className="block truncate text-slate-600" title={person.email}>
                    {person.email || '-'}
                  </span>
                  <span className="truncate text-slate-600">{person.branch || '-'}</span>
                  <span className="truncate text-slate-600 max-sm:before:content-['_·_']">
                    {person.segment || '-'}
                  </span>
                  <span
                    aria-hidden="true"
                    className="hidden justify-self-end rounded-md px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 group-data-focus:bg-brand-700 group-data-focus:text-white sm:inline-block"
                  >
                    Choose
                  </span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
            {shown.length === 0 && (
              <p className="px-3 py-6 text-center text-sm text-slate-500">
                {people.length === 0 ? emptyText : 'No options'}
              </p>
            )}
          </div>
        </div>
      </Combobox>
    </DialogFrame>
  )
}
