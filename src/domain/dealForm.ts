/** The Add deal form (core-spec sections 2 and 5). */
import { LEAD_IN_STAGE } from './stages.ts'

/** A chosen id: a server id, or the negative id of a record made on this device and not sent yet. */
const chosen = (id: number | null | undefined): boolean =>
  typeof id === 'number' && Number.isInteger(id) && id !== 0
const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== ''

export interface NewDealDraft {
  clientId: number | null
  name: string
  rmId: number | null
  picId: number | null
}

/** Save is enabled only when client, deal name, relationship manager and person in charge are set. */
export function canSaveNewDeal(draft: NewDealDraft): boolean {
  return chosen(draft.clientId) && filled(draft.name) && chosen(draft.rmId) && chosen(draft.picId)
}

/** Fields marked required on the form. */
export const NEW_DEAL_REQUIRED_FIELDS = [
  'client',
  'dealName',
  'relationshipManager',
  'personInCharge',
  'tribe',
  'segment',
  'branch',
] as const

export interface OrgDefaults {
  tribeId: number | null
  segmentId: number | null
  branchId: number | null
}

/** Segment, branch and tribe default from the profile when non-zero; otherwise they start empty. */
export function newDealDefaults(profile: {
  tribeId: number
  segmentId: number
  branchId: number
}): OrgDefaults {
  return {
    tribeId: chosen(profile.tribeId) ? profile.tribeId : null,
    segmentId: chosen(profile.segmentId) ? profile.segmentId : null,
    branchId: chosen(profile.branchId) ? profile.branchId : null,
  }
}

/** Optional ids are sent as 0 when none (contactId, picId, branchId); a temporary id is kept. */
export function idOrZero(id: number | null | undefined): number {
  return chosen(id) ? (id as number) : 0
}

/** After creating a deal above stage 1, ask 'Directly upload proposals?'; a lead-in shows success. */
export function afterDealCreated(stageId: number): 'askUploadProposal' | 'showSuccess' {
  return stageId > LEAD_IN_STAGE ? 'askUploadProposal' : 'showSuccess'
}
