/**
 * The public face of features/profile: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export const loadProfileModal = () => import('./ProfileModal.tsx')
export const loadProfileScreen = () => import('./ProfileScreen.tsx')
