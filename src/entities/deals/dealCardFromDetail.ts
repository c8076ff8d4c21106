/**
 * Every deal opened on this device gets a card row in `deals`, made from its pulled detail
 * (dealDetailPull stores it with the detail): the deal's ops (owners, client info, name,
 * state...) act on that row, so they chain on one version (If-Match) whatever list the deal came
 * from (the board's open deals, the Lost Deal list, a Won deal opened from an invoice).
 */
import type { DealDetail } from '../../contract/deals.ts'
import type { DealRow } from './dealRows.ts'

const STATE_NAME = { Won: 'won', Lost: 'lost', Open: 'open' } as const

/** What the board knows that the detail does not: a card already held keeps it. */
export const CARD_FIELDS_NOT_IN_DETAIL = ['statusDate'] as const

/** The card as the detail gives it: the overlays of settled ops (drafts, pending files) are dropped. */
export function cardFromDetail(detail: DealDetail): DealRow {
  return {
    dealId: detail.id,
    dealName: detail.name,
    stage: detail.stage.id,
    age: detail.age,
    dealDate: detail.dealDate,
    clientName: detail.clientCompany.text,
    clientId: detail.clientCompany.id,
    proposalValue: detail.proposal?.proposalValue ?? 0,
    probability: detail.probability,
    access: detail.access,
    rms: detail.rms.map((rm) => ({ id: rm.userId, text: rm.name })),
    invoicePeriod: detail.proposal?.invoices.length ?? 0,
    statusDate: null,
    version: detail.version,
    state: STATE_NAME[detail.state.text],
  }
}
