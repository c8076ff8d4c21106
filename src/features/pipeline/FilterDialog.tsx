/**
 * The pipeline filter dialog (sales-activity-spec "Pipeline filter dialog"): Tribe ('All Tribe'),
 * Date Range ('All Period'), Segment ('All segment'), Relationship manager ('All RM'),
 * Probability (multi); Reset filter puts every field back to "all", Save applies and keeps it.
 */
import { useState } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import {
  ALL_PERIOD_LABEL,
  ALL_RM_LABEL,
  ALL_SEGMENT_LABEL,
  ALL_TRIBE_LABEL,
} from '../../domain/filters.ts'
import { formatProbability, PROBABILITY_LEVELS } from '../../domain/probability.ts'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'
import { FilterDialogFrame } from '../../ui/dialogs/FilterDialogFrame.tsx'
import { MonthRangePicker } from '../../ui/MonthRangePicker.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { DEFAULT_FILTER, toggleProbability } from './filterState.ts'

/** Filter dialogs are 300 px wide (sales-activity-spec section 2). */

interface FilterDialogProps {
  filter: PipelineFilter
  onSave: (filter: PipelineFilter) => void
  onClose: () => void
  /** The projection summary hides the probability filter. */
  hideProbability?: boolean
}

export function FilterDialog({ filter, onSave, onClose, hideProbability }: FilterDialogProps) {
  const [draft, setDraft] = useState(filter)
  const tribes = useMasterList('tribes') ?? []
  const segments = useMasterList('segments') ?? []
  const rms = useMasterRms() ?? []
  const change = (patch: Partial<PipelineFilter>) =>
    setDraft((current) => ({ ...current, ...patch }))

  return (
    <FilterDialogFrame
      onSave={() => onSave(draft)}
      onReset={() => setDraft(DEFAULT_FILTER)}
      onClose={onClose}
    >
      <SelectField
        label="Tribe"
        allLabel={ALL_TRIBE_LABEL}
        value={draft.tribe}
        options={tribes.map((tribe) => ({ value: tribe.id, label: tribe.text }))}
        onChange={(tribe) => change({ tribe })}
      />
      <MonthRangePicker
        label="Date Range"
        placeholder={ALL_PERIOD_LABEL}
        value={{ from: draft.from, to: draft.to }}
        onChange={({ from, to }) => change({ from, to })}
      />
      <SelectField
        label="Segment"
        allLabel={ALL_SEGMENT_LABEL}
        value={draft.segment}
        options={segments.map((segment) => ({ value: segment.id, label: segment.text }))}
        onChange={(segment) => change({ segment })}
      />
      <SelectField
        label="Relationship manager"
        allLabel={ALL_RM_LABEL}
        value={draft.rm}
        options={rms.map((rm) => ({ value: rm.userId, label: rm.name }))}
        onChange={(rm) => change({ rm })}
      />
      <fieldset hidden={hideProbability}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Probability</legend>
        <div className="grid grid-cols-4 gap-1.5">
          {PROBABILITY_LEVELS.map((level) => {
            const checked = draft.probabilities.includes(level.value)
            return (
              <label
                key={level.value}
                title={level.label}
                className={`flex h-8 cursor-pointer items-center justify-center rounded-md text-xs font-semibold tabular-nums ring-1 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                  checked
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  aria-label={`${formatProbability(level.value)} ${level.label}`}
                  onChange={() =>
                    change({
                      probabilities: toggleProbability(draft.probabilities, level.value),
                    })
                  }
                />
                {formatProbability(level.value)}
              </label>
            )
          })}
        </div>
        <p className="mt-1.5 text-xs text-slate-500">
          {draft.probabilities.length === 0 ? 'All probabilities' : 'Only the chosen ones'}
        </p>
      </fieldset>
    </FilterDialogFrame>
  )
}
