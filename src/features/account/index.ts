/**
 * The public face of features/account: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { VisitViewDialog } from './VisitViewDialog.tsx'
export { visitEditRight, visitEditSource } from './rowOpening.ts'
export type { RowDeal, VisitEditSource } from './rowOpening.ts'
export const loadAccountScreen = () => import('./AccountScreen.tsx')
