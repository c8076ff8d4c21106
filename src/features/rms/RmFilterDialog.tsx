/**
 * The Relationship Manager List's Filter: Segment ('All segment') and Branch ('All branch');
 * Reset filter puts both back to all, Save applies them.
 */
import { useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { ALL_BRANCH_LABEL, ALL_SEGMENT_LABEL } from '../../domain/filters.ts'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { SelectField } from '../../ui/SelectField.tsx'

export interface RmFilter {
  segment: number
  branch: number
}

interface RmFilterDialogProps {
  filter: RmFilter
  segments: readonly IdText[]
  branches: readonly IdText[]
  onSave: (filter: RmFilter) => void
  onClose: () => void
}

const optionsOf = (list: readonly IdText[]) =>
  list.map((entry) => ({ value: entry.id, label: entry.text }))

export function RmFilterDialog({
  filter,
  segments,
  branches,
  onSave,
  onClose,
}: RmFilterDialogProps) {
  const [draft, setDraft] = useState(filter)
  return (
    <FilterDialogFrame
      onSave={() => onSave(draft)}
      onReset={() => setDraft({ segment: 0, branch: 0 })}
      onClose={onClose}
    >
      <SelectField
        label="Segment"
        allLabel={ALL_SEGMENT_LABEL}
        value={draft.segment}
        options={optionsOf(segments)}
        onChange={(segment) => setDraft((current) => ({ ...current, segment }))}
      />
      <SelectField
        label="Branch"
        allLabel={ALL_BRANCH_LABEL}
        value={draft.branch}
        options={optionsOf(branches)}
        onChange={(branch) => setDraft((current) => ({ ...current, branch }))}
      />
    </FilterDialogFrame>
  )
}
