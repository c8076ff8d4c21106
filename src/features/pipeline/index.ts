/**
 * The public face of features/pipeline: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { BoardPlaceholder, placeholderKind } from './BoardPlaceholder.tsx'
export { BoardShell } from './BoardShell.tsx'
export { BoardToolbar } from './BoardToolbar.tsx'
export { CardDragOverlay } from './CardDragOverlay.tsx'
export { CARD_GAP, CardFaceFrame } from './CardFace.tsx'
export { CardSyncMark } from './CardSyncMark.tsx'
export { ColumnFrame } from './ColumnFrame.tsx'
export { FilterControls } from './FilterControls.tsx'
export { PipelineScreen } from './PipelineScreen.tsx'
export { showHoldUp, showNotSavedHere } from './boardAlerts.ts'
export { boardCollisions, draggedCard } from './boardDnd.ts'
export type { DraggedCard } from './boardDnd.ts'
export { SYNC_RING, cardClassName, notMovableHints, sameView } from './cardChrome.ts'
export { NO_VALUE } from './cardView.ts'
export type { Tone } from './cardView.ts'
export { DEFAULT_FILTER, isDefaultFilter, normaliseFilter } from './filterState.ts'
export { useActor } from './useActor.ts'
export { useBoardSensors } from './useBoardSensors.ts'
export { PULL_EVERY_MS } from './usePipelinePull.ts'
export { useSavedFilter } from './useSavedFilter.ts'
export type { SavedFilterStore } from './useSavedFilter.ts'
