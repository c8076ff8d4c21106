/**
 * The public face of features/comingSoon: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { ComingSoonScreen } from './ComingSoonScreen.tsx'
