/**
 * A month-range picker (the filter dialogs' Date Range): a field showing the range or its
 * placeholder, opening a year-by-year month grid below it. The first click picks a month, a
 * second click closes the range; Clear returns to all periods. Years span ±10 around today.
 */
import { useId, useState } from 'react'
import { MONTH_SHORT_NAMES } from '../domain/dates.ts'
import {
  ALL_MONTHS,
  inRange,
  periodText,
  pickMonth,
  toMonthNumber,
  type MonthRange,
} from '../domain/monthRange.ts'
import { periodPickerYearRange } from '../domain/periods.ts'

interface MonthRangePickerProps {
  label: string
  value: MonthRange
  onChange: (range: MonthRange) => void
  /** Shown while no range is set, e.g. 'All Period'. */
  placeholder: string
  today?: Date
}

export function MonthRangePicker({
  label,
  value,
  onChange,
  placeholder,
  today = new Date(),
}: MonthRangePickerProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const startYear = value.from ? Math.floor(value.from / 100) : today.getFullYear()
  const [year, setYear] = useState(startYear)
  const { minYear, maxYear } = periodPickerYearRange(today.getFullYear())
  const empty = value.from === 0 && value.to === 0

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <button
        id={id}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((shown) => !shown)}
        className={`flex h-10 w-full items-center justify-between rounded-lg bg-white px-3 text-left text-sm shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none ${
          empty ? 'text-slate-400' : 'text-slate-900'
        }`}
      >
        <span className="truncate">{empty ? placeholder : periodText(value)}</span>
        <span aria-hidden="true" className="ml-2 text-slate-400">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={`${label}: pick the first and the last month`}
          className="mt-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label="Previous year"
              disabled={year <= minYear}
              onClick={() => setYear(year - 1)}
              className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 disabled:text-slate-300"
            >
              ‹
            </button>
            <span className="text-sm font-semibold text-slate-800 tabular-nums" aria-live="polite">
              {year}
            </span>
            <button
              type="button"
              aria-label="Next year"
              disabled={year >= maxYear}
              onClick={() => setYear(year + 1)}
              className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 disabled:text-slate-300"
            >
              ›
            </button>
          </div>
          <div className="grid grid-cols-4 gap-1">
            {MONTH_SHORT_NAMES.map((name, index) => {
              const month = toMonthNumber(year, index + 1)
              const edge = month === value.from || month === value.to
              const inside = inRange(value, month)
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={inside}
                  aria-label={`${name} ${year}`}
                  onClick={() => onChange(pickMonth(value, month))}
                  className={`h-8 rounded-md text-xs font-medium ${
                    edge
                      ? 'bg-brand-700 text-white'
                      : inside
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {name}
                </button>
              )
            })}
          </div>
          <div className="mt-2 flex justify-between">
            <button
              type="button"
              onClick={() => onChange(ALL_MONTHS)}
              className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100"
            >
              Clear
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
            >
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
