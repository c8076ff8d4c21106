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

export const LEAD_IN_STAGE: StageId = 1

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

/**
 * Zero-based stage index of each probability option: 10 gives the first stage; 20 and 30 the
 * second; 40 the third; 50 and 60 the fourth; 70, 80 and 90 the fifth.
 */
export const STAGE_INDEX_BY_PROBABILITY: Readonly<Record<number, number>> = {
  10: 0,
  20: 1,
  30: 1,
  40: 2,
  50: 3,
  60: 3,
  70: 4,
  80: 4,
  90: 4,
}

/** The stage chosen at creation is the option's stage index plus one; unknown indexes fall into Negotiations. */
export function stageIdFromIndex(index: number): StageId {
  return normaliseStage(index + 1)
}

/**
 * 10 gives 1; 20 and 30 give 2; 40 gives 3; 50 and 60 give 4; 70, 80, 90 give 5.
 * Values between options round up to the next option's stage (15 gives 2); 100 and above give 5.
 */
export function stageForProbability(probability: number): StageId {
  if (probability <= 10) return 1
  if (probability <= 30) return 2
  if (probability <= 40) return 3
  if (probability <= 60) return 4
  return 5
}

export const DEAL_STATE = { open: 'Open', won: 'Won', lost: 'Lost' } as const
export type DealState = (typeof DEAL_STATE)[keyof typeof DEAL_STATE]

/** The detail's `state.text` is Won, Lost or anything else (open); compared without regard to case. */
export function dealStateFromText(text: string | null | undefined): DealState {
  const normalised = (text ?? '').trim().toLowerCase()
  if (normalised === 'won') return DEAL_STATE.won
  if (normalised === 'lost') return DEAL_STATE.lost
  return DEAL_STATE.open
}

/** Numeric codes of the state call: 2 Won, 3 Lost, 4 reopened to Open. */
export const STATE_CODE = { won: 2, lost: 3, reopen: 4 } as const
export type StateCode = (typeof STATE_CODE)[keyof typeof STATE_CODE]

/** The word each state call's success text ends with ('<deal name> status change to WON'). */
export const STATE_CHANGE_WORD: Readonly<Record<StateCode, 'WON' | 'LOST' | 'Open'>> = {
  2: 'WON',
  3: 'LOST',
  4: 'Open',
}
