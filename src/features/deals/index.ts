/**
 * The public face of features/deals: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { changeDealState } from './dealActionFlow.ts'
export { journalText } from './journalModel.ts'
export { ShareDialog } from './owners/ShareDialog.tsx'
export { ShareList } from './owners/ShareList.tsx'
export {
  draftOf,
  listUsesPercent,
  ownersShown,
  putShare,
  removeShare,
  toggleListMode,
} from './owners/ownersModel.ts'
export type { ShareRow } from './owners/ownersModel.ts'
export { nominalText, percentText } from './owners/shareText.ts'
export const loadDealsScreen = () => import('./DealsScreen.tsx')
