/**
 * The public face of features/projection: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export const loadProjectionBoardScreen = () => import('./ProjectionBoardScreen.tsx')
export const loadProjectionSummaryScreen = () => import('./ProjectionSummaryScreen.tsx')
