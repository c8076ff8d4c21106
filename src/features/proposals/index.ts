/**
 * The public face of features/proposals: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { ProposalCard } from './ProposalCard.tsx'
export { ProposalDialog } from './ProposalDialog.tsx'
export { ProposalFileField } from './ProposalFileField.tsx'
export { UploadProposalButton } from './UploadProposalButton.tsx'
export { invoiceDateOf, periodMonth } from './invoicePeriodText.ts'
export { openProposalFile } from './openProposalFile.ts'
export { proposalEditing } from './proposalDialogTarget.ts'
export { requestProposalDialog } from './proposalOpenRequest.ts'
export { useDealProposal, useDealProposalState } from './useDealProposal.ts'
