import type { MonthColumn } from '../../../src/contract/projection.ts'
import type { ProjectionItemRow } from '../../../src/entities/proposals/proposalRows.ts'

export const item = (
  invoiceId: number,
  fields: Partial<ProjectionItemRow> = {},
): ProjectionItemRow => ({
  invoiceId,
  dealId: 40 + invoiceId,
  dealName: `Deal ${invoiceId}`,
  age: 12,
  dealDate: '2026-01-05',
  clientName: 'PT Maju',
  clientId: 7,
  probability: 50,
  invoiceDate: '2026-03-31',
  value: 1_000_000,
  remarks: 'Term 1',
  year: 2026,
  month: 3,
  stage: 1,
  access: [],
  rms: [{ id: 3, text: 'Rina' }],
  version: 4,
  ...fields,
})

/** March to July 2026, as the server answers them. */
export const COLUMNS: MonthColumn[] = [
  { stage: 1, text: 'March', year: 2026, month: 3 },
  { stage: 2, text: 'April', year: 2026, month: 4 },
  { stage: 3, text: 'May', year: 2026, month: 5 },
  { stage: 4, text: 'June', year: 2026, month: 6 },
  { stage: 5, text: 'July', year: 2026, month: 7 },
]
