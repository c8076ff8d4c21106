/**
 * The client list's Filter (core-spec "Client screens"): Industry ('All Industry'), then either
 * the client segment or the relationship manager. Reset filter puts everything back to all.
 */
import { Radio, RadioGroup } from '@headlessui/react'
import { useState } from 'react'
import type { RelManager } from '../../contract/clients.ts'
import type { IdText } from '../../contract/common.ts'
import { ALL_INDUSTRY_LABEL, ALL_RM_LABEL, ALL_SEGMENT_LABEL } from '../../domain/filters.ts'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { NO_CLIENT_FILTER, type ClientListQuery } from './clientListModel.ts'

/** Filter dialogs are 300 px wide (sales-activity-spec section 2). */

type Narrowing = 'segment' | 'rm'

interface ClientFilterDialogProps {
  query: ClientListQuery
  industries: readonly IdText[]
  segments: readonly IdText[]
  relManagers: readonly RelManager[]
  onSave: (query: ClientListQuery) => void
  onClose: () => void
}

export function ClientFilterDialog(props: ClientFilterDialogProps) {
  const { query, industries, segments, relManagers, onSave, onClose } = props
  const [draft, setDraft] = useState(query)
  const [narrowing, setNarrowing] = useState<Narrowing>(query.rm !== 0 ? 'rm' : 'segment')
  const chooseNarrowing = (next: Narrowing) => {
    setNarrowing(next)
    setDraft((current) => ({ ...current, segment: 0, rm: 0 }))
  }
  return (
    <FilterDialogFrame
      onSave={() => onSave(draft)}
      onReset={() => setDraft({ ...NO_CLIENT_FILTER, search: draft.search })}
      onClose={onClose}
    >
      <SelectField
        label="Industry"
        allLabel={ALL_INDUSTRY_LABEL}
        value={draft.industry}
        options={industries.map((industry) => ({ value: industry.id, label: industry.text }))}
        onChange={(industry) => setDraft((current) => ({ ...current, industry }))}
      />
      <RadioGroup
        value={narrowing}
        onChange={chooseNarrowing}
        aria-label="Filter by"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {(['segment', 'rm'] as const).map((option) => (
          <Radio
            key={option}
            value={option}
            className="cursor-pointer rounded-md px-2 py-1.5 text-center text-xs font-semibold text-slate-600 data-checked:bg-white data-checked:text-slate-900 data-checked:shadow-sm data-focus:outline-2 data-focus:outline-brand-600"
          >
            {option === 'segment' ? 'Client segment' : 'Relationship manager'}
          </Radio>
        ))}
      </RadioGroup>
      {narrowing === 'segment' ? (
        <SelectField
          label="Client segment"
          allLabel={ALL_SEGMENT_LABEL}
          value={draft.segment}
          options={segments.map((segment) => ({ value: segment.id, label: segment.text }))}
          onChange={(segment) => setDraft((current) => ({ ...current, segment, rm: 0 }))}
        />
      ) : (
        <SelectField
          label="Relationship manager"
          allLabel={ALL_RM_LABEL}
          value={draft.rm}
          options={relManagers.map((rm) => ({ value: rm.relManagerId, label: rm.name }))}
          onChange={(rm) => setDraft((current) => ({ ...current, rm, segment: 0 }))}
        />
      )}
    </FilterDialogFrame>
  )
}
