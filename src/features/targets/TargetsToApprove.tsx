/** The targets waiting for the user's approval, each opening its target page. */
import { Link } from '@tanstack/react-router'
import type { Actor } from '../../domain/permissions.ts'
import { TargetStatusBadge } from './TargetStatusBadge.tsx'
import { useTargetsToApprove } from './useTargetsToApprove.ts'

export function TargetsToApprove({ actor }: { actor: Actor }) {
  const targets = useTargetsToApprove(actor)
  if (targets === undefined || targets.length === 0) return null
  return (
    <section
      aria-labelledby="targets-to-approve"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="targets-to-approve" className="text-base font-semibold text-slate-900">
        Targets waiting for your approval
      </h3>
      <ul className="mt-3 divide-y divide-slate-100">
        {targets.map(({ row, name }) => (
          <li
            key={row.key}
            className="flex items-center gap-4 py-2.5"
            data-target-to-approve={`${row.year}/${row.unitId}`}
          >
            <span className="font-medium text-slate-800">{name}</span>
            <span className="text-sm text-slate-500">{row.year}</span>
            <TargetStatusBadge text={row.status} />
            <Link
              to="/$year/$userId"
              params={{ year: String(row.year), userId: String(row.unitId) }}
              className="ml-auto rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Open
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
