/** Placeholder: being built. */
import type { DealSectionProps } from '../deals/dealSectionProps.ts'

export function ProposalCard(_props: DealSectionProps) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-base font-semibold text-slate-900">Proposal</h3>
    </section>
  )
}
