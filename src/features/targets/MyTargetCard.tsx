/**
 * The user's own target of a year on the Individual Sales Report: the status text beside the
 * legend, and 'Detail Target' (Need approval or approved) or 'Add Target', opening the target page.
 */
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { targetButtonLabel, targetStatusOf } from '../../domain/targets.ts'
import { db } from '../../store/db.ts'
import { targetKey } from '../../store/targets.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TargetStatusBadge } from './TargetStatusBadge.tsx'
import { keptTargetYears } from './targetBriefcase.ts'

export function MyTargetCard({ userId }: { userId: number }) {
  const years = keptTargetYears()
  const [year, setYear] = useState(years[0]!)
  const row = useLiveQuery(() => db.targets.get(targetKey('rm', userId, year)), [userId, year])
  const status = targetStatusOf(row?.status)
  return (
    <section
      aria-labelledby="my-target"
      className="flex flex-wrap items-end gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-my-target={year}
    >
      <h3 id="my-target" className="sr-only">
        My target
      </h3>
      <div className="w-32">
        <SelectField
          label="Year"
          value={year}
          options={years.map((each) => ({ value: each, label: String(each) }))}
          onChange={setYear}
        />
      </div>
      <div>
        <p className="mb-1 text-xs font-medium text-slate-500 uppercase">Target versus Actual</p>
        <TargetStatusBadge text={row?.status ?? ''} />
      </div>
      <Link
        to="/$year/$userId"
        params={{ year: String(year), userId: String(userId) }}
        className="ml-auto inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {targetButtonLabel(status)}
      </Link>
    </section>
  )
}
