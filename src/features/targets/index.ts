/**
 * The public face of features/targets: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { AddTargetMenu } from './AddTargetMenu.tsx'
export { TargetStatusBadge } from './TargetStatusBadge.tsx'
export { TargetsToApprove } from './TargetsToApprove.tsx'
export { usePersonalTarget } from './usePersonalTarget.ts'
export const loadTargetScreen = () => import('./TargetScreen.tsx')
