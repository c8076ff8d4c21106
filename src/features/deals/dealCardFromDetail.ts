/**
 * Every deal opened on this device gets a card row in `deals`, made from its pulled detail: the
 * deal's ops (owners, client info, name, state...) act on that row, so they chain on one version
 * (If-Match) whatever list the deal came from (the board's open deals, the Lost Deal list, a Won
 * deal opened from an invoice). A row with unsettled ops, or a newer version, is left as it is.
 */
import type { DealDetail } from '../../contract/deals.ts'
import type { CrmDb } from '../../store/db.ts'
import type { DealRow } from '../../store/deals.ts'
import { entityKey } from '../../store/outbox.ts'

const STATE_NAME = { Won: 'won', Lost: 'lost', Open: 'open' } as const

/** The card as the detail gives it: the overlays of settled ops (drafts, pending files) are dropped. */
export function cardFromDetail(detail: DealDetail, card: DealRow | undefined): DealRow {
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
    statusDate: card?.statusDate ?? null,
    version: detail.version,
    state: STATE_NAME[detail.state.text],
  }
}

export async function keepCardInStepWithDetail(database: CrmDb, dealId: number): Promise<void> {
  await database.transaction(
    'rw',
    [database.deals, database.dealDetails, database.outbox],
    async () => {
      const detail = await database.dealDetails.get(dealId)
      if (!detail) return
      const ops = await database.outbox
        .where('entityKey')
        .equals(entityKey('deals', dealId))
        .count()
      if (ops > 0) return
      const card = await database.deals.get(dealId)
      if (card && card.version > detail.version) return
      await database.deals.put(cardFromDetail(detail, card))
    },
  )
}
