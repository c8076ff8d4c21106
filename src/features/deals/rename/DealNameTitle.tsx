/** The deal's name as the detail's title (id `deal-detail-title`). Placeholder: editing is being built. */
import type { DealSectionProps } from '../dealSectionProps.ts'

export function DealNameTitle({ header }: DealSectionProps) {
  return (
    <h2 id="deal-detail-title" className="text-2xl font-semibold tracking-tight text-slate-900">
      {header.name}
    </h2>
  )
}
