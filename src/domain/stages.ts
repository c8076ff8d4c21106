/** Pipeline stages and probabilities (core-spec sections 4 and 9). */

export type StageId = 1 | 2 | 3 | 4 | 5

export interface Stage {
  id: StageId
  name: string
  probability: number
}

export const STAGES: readonly Stage[] = [
  { id: 1, name: 'Lead in', probability: 10 },
  { id: 2, name: 'Proposal Development', probability: 20 },
  { id: 3, name: 'Proposal sent', probability: 30 },
  { id: 4, name: 'Presentation', probability: 50 },
  { id: 5, name: 'Negotiations', probability: 80 },
]

/** Names of the per-stage age strip on the deal detail header. */
export const STAGE_AGE_LABELS = [
  'Lead In',
  'Proposal Development',
  'Proposal Sent',
  'Presentation',
  'Negotiation',
] as const

/** A deal with an unknown stage falls into Negotiations. */
export function normaliseStage(stage: number | null | undefined): StageId {
  return stage === 1 || stage === 2 || stage === 3 || stage === 4 ? stage : 5
}

export function stageProbability(stage: number): number {
  return STAGES[normaliseStage(stage) - 1]!.probability
}

export function stageName(stage: number): string {
  return STAGES[normaliseStage(stage) - 1]!.name
}

/** 10 gives 1; 20 and 30 give 2; 40 gives 3; 50 and 60 give 4; 70, 80, 90 give 5. */
export function stageForProbability(probability: number): StageId {
  if (probability <= 10) return 1
  if (probability <= 30) return 2
  if (probability <= 40) return 3
  if (probability <= 60) return 4
  return 5
}

export const DEAL_STATE = { open: 'Open', won: 'Won', lost: 'Lost' } as const
export type DealState = (typeof DEAL_STATE)[keyof typeof DEAL_STATE]

/** Numeric codes of the state call: 2 Won, 3 Lost, 4 reopened to Open. */
export const STATE_CODE = { won: 2, lost: 3, reopen: 4 } as const
export type StateCode = (typeof STATE_CODE)[keyof typeof STATE_CODE]
