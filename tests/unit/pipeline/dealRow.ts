/** A deal as the board's table holds it, with plain defaults. */
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'

export const dealRow = (dealId: number, stage: number, fields: Partial<DealRow> = {}): DealRow => ({
  dealId,
  dealName: `Deal ${dealId}`,
  stage,
  age: 1,
  dealDate: '2024-01-05',
  clientName: 'PT Client',
  clientId: 1,
  proposalValue: 1_000_000,
  probability: 10,
  access: [],
  rms: [],
  invoicePeriod: 0,
  statusDate: null,
  version: 1,
  ...fields,
})
