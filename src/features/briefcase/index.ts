/**
 * The public face of features/briefcase: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { BriefcasePanel } from './BriefcasePanel.tsx'
export { BriefcaseProgress } from './BriefcaseProgress.tsx'
export { OfflineGapsNotice } from './OfflineGapsNotice.tsx'
export { startBriefcase } from './briefcaseRunner.ts'
export { liveUpdates, startLiveUpdates } from './liveUpdates.ts'
export { useBriefcaseArea } from './useBriefcase.ts'
