/**
 * The Individual Sales Report's year part: the year picker with its Filter button (the month of
 * the summary cards), the Target versus Actual legend with the year's target status text, the
 * 'Detail Target' (Need approval or approved) or 'Add Target' button opening the target page,
 * and the four area charts of the year (No. Proposals, Sales visit, Proposal value, Sales), kept
 * on the device with "as of". Stable hook: `data-my-target` (the year).
 */
import { Link } from '@tanstack/react-router'
import type { Chart } from '../../contract/reports.ts'
import { periodPickerYears } from '../../domain/periods.ts'
import { targetButtonLabel, targetStatusOf } from '../../domain/targets.ts'
import { FilterButton } from '../../ui/FilterButton.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { SERIES_COLOUR, ChartsPanel, HeldAnswerNotice, noticeKind } from '../reports/index.ts'
import type { HeldAnswerState } from '../reports/index.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { TargetStatusBadge, usePersonalTarget } from '../targets/index.ts'

interface TargetVersusActualProps {
  userId: number
  year: number
  onYear: (year: number) => void
  /** Whether the cards show another month than the current one (the Filter's dot). */
  filtered: boolean
  onFilter: () => void
  charts: HeldAnswerState<Chart[]>
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: colour }} />
      {label}
    </span>
  )
}

export function TargetVersusActual(props: TargetVersusActualProps) {
  const { userId, year, onYear, filtered, onFilter, charts } = props
  const offline = useOffline()
  const target = usePersonalTarget(userId, year)
  const statusText = target.data?.row?.status ?? ''
  const notice = noticeKind(charts, offline)
  const years = periodPickerYears(new Date().getFullYear())
  return (
    <section
      aria-labelledby="target-versus-actual"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-my-target={year}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-32">
          <SelectField
            label="Year"
            value={year}
            options={years.map((each) => ({ value: each, label: String(each) }))}
            onChange={onYear}
          />
        </div>
        <FilterButton active={filtered} onClick={onFilter} />
        <div className="flex flex-col gap-1.5">
          <h3
            id="target-versus-actual"
            className="text-xs font-medium tracking-wide text-slate-500 uppercase"
          >
            Target versus Actual
          </h3>
          <div className="flex flex-wrap items-center gap-3">
            <Swatch colour={SERIES_COLOUR.target} label="Target" />
            <Swatch colour={SERIES_COLOUR.actual} label="Actual" />
            <TargetStatusBadge text={statusText} />
          </div>
        </div>
        <Link
          to="/$year/$userId"
          params={{ year: String(year), userId: String(userId) }}
          className="ml-auto inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {targetButtonLabel(targetStatusOf(statusText))}
        </Link>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Charts of {year}</span>
        <AsOfNote fetchedAt={charts.held?.fetchedAt} offline={offline} pull={charts} />
      </div>
      {notice ? (
        <HeldAnswerNotice kind={notice} what={`charts of ${year}`} onRetry={charts.refresh} />
      ) : (
        <ChartsPanel charts={charts.held?.body ?? []} />
      )}
    </section>
  )
}
