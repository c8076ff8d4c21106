/** Placeholder: being built. Shown when header.actions has 'uploadProposal'. */
import type { DealSectionProps } from '../deals/dealSectionProps.ts'

export function UploadProposalButton(_props: DealSectionProps) {
  return null
}
