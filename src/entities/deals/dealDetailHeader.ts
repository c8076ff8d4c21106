/**
 * What the deal detail header shows: the pulled detail with the local state of the deal's card on
 * top (a Won/Lost/reopen made on this device shows at once), the stage age strip, and the actions
 * the person may take.
 */
import type { DealDetail } from '../../contract/deals.ts'
import { dealDetailActions, type DealDetailAction } from '../../domain/dealDetail.ts'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import { formatProbability } from '../../domain/probability.ts'
import {
  DEAL_STATE,
  dealStateFromText,
  normaliseStage,
  STAGE_AGE_LABELS,
  type DealState,
} from '../../domain/stages.ts'
import type { DealRow } from './dealRows.ts'

const STATE_BY_NAME: Readonly<Record<NonNullable<DealRow['state']>, DealState>> = {
  open: DEAL_STATE.open,
  won: DEAL_STATE.won,
  lost: DEAL_STATE.lost,
}

export interface StageAge {
  label: (typeof STAGE_AGE_LABELS)[number]
  days: number
  /** The deal's stage now (the card's, when a move waits). */
  current: boolean
}

export interface DealDetailHeader {
  dealId: number
  name: string
  company: string
  contact: string
  probability: number
  probabilityText: string
  ageText: string
  stageAges: StageAge[]
  state: DealState
  actions: DealDetailAction[]
  /** May write on the deal (status updates, probability): an owner, on a deal that is not Lost. */
  canEdit: boolean
}

export const dayText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`

/** The deal's state: the card's local state when an op set it, else the detail's. */
export function detailState(detail: Pick<DealDetail, 'state'>, card?: Pick<DealRow, 'state'>) {
  return card?.state ? STATE_BY_NAME[card.state] : dealStateFromText(detail.state.text)
}

export function dealDetailHeader(
  detail: DealDetail,
  card: DealRow | undefined,
  actor: Actor,
): DealDetailHeader {
  const state = detailState(detail, card)
  const probability = card?.probability ?? detail.probability
  const canAct = canActOnDeal(actor, { rms: detail.rms, access: detail.access })
  return {
    dealId: detail.id,
    name: card?.dealName ?? detail.name,
    company: detail.clientCompany.text,
    contact: detail.clientContact?.text ?? '-',
    probability,
    probabilityText: formatProbability(probability) || '-',
    ageText: dayText(detail.age),
    stageAges: STAGE_AGE_LABELS.map((label, index) => ({
      label,
      days: detail.stages[index] ?? 0,
      current: normaliseStage(card?.stage ?? detail.stage.id) === index + 1,
    })),
    state,
    actions: dealDetailActions({ state, stage: card?.stage ?? detail.stage.id, canAct }),
    canEdit: canAct && state !== DEAL_STATE.lost,
  }
}
