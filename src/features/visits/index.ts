/**
 * The public face of features/visits: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { AddVisitButton, dealVisitTarget } from './AddVisitButton.tsx'
export { StandaloneVisit } from './StandaloneVisit.tsx'
export { VISIT_DIALOG_WIDTH, VisitDialog } from './VisitDialog.tsx'
export type { LocalVisit } from './localVisit.ts'
export { useDealVisits } from './useDealVisits.ts'
export { visitFormFromMeeting, visitFormOf } from './visitForm.ts'
export type { VisitForm, VisitTarget } from './visitForm.ts'
