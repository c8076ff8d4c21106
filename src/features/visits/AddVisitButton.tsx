/** Placeholder: being built. Shown when header.actions has 'addSalesVisit'. */
import type { DealSectionProps } from '../deals/dealSectionProps.ts'

export function AddVisitButton(_props: DealSectionProps) {
  return null
}
