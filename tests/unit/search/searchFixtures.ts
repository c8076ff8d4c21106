/** One row of each table the search index covers, and the index rows of a database. */
import type { ClientRow, ContactRow } from '../../../src/entities/clients/clientRows.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import type { VisitRecord } from '../../../src/entities/visits/visitRows.ts'
import { rowOfKey, searchKey } from '../../../src/store/search/searchRows.ts'
import { dealDetail, journalEntry } from '../deals/detailFixture.ts'
import { invoice } from '../invoices/fixtures.ts'
import { dealRow } from '../pipeline/dealRow.ts'

export { dealDetail, dealRow, invoice, journalEntry }

export const client = (
  id: number,
  company: string,
  fields: Partial<ClientRow> = {},
): ClientRow => ({
  id,
  company,
  industryId: 2,
  crmIndustryId: 2,
  industry: 'Logistics',
  segmentId: 0,
  address1: '',
  address2: '',
  address3: '',
  phone: '',
  fax: '',
  website: '',
  remarks: '',
  relManagers: [{ relManagerId: 7, name: 'Rina', branch: 'Jakarta', segment: 'Corporate' }],
  version: 1,
  ...fields,
})

export const contact = (
  id: number,
  name: string,
  fields: Partial<ContactRow> = {},
): ContactRow => ({
  id,
  clientId: 5,
  valid: true,
  salutation: 'Mr.',
  name,
  email: '',
  phone: '',
  department: '',
  position: 'Finance Manager',
  company: 'PT Sinar Jaya',
  version: 1,
  ...fields,
})

export const visit = (id: number, fields: Partial<VisitRecord> = {}): VisitRecord => ({
  id,
  dealId: 42,
  userId: 3,
  clientId: 5,
  clientName: 'PT Sinar Jaya',
  visitDate: '2026-05-12',
  startTime: '09:00',
  endTime: '10:00',
  contacts: [],
  rms: [],
  consultants: [],
  tribes: [],
  location: 'Jakarta',
  objective: 'Product demo',
  nextStep: '',
  remark: '',
  version: 1,
  ...fields,
})

/** A journal's meeting entry of a synced visit, as the server writes it. */
export const meeting = (visitId: number, objective: string) =>
  journalEntry('meeting', {
    visitId,
    visitDate: '2026-04-02',
    fromTime: '2026-04-02T13:00:00',
    toTime: '2026-04-02T14:00:00',
    clientName: 'PT Sinar Jaya',
    objective,
  })

/** What the index's keys name (`clients:5`, a deal detail's journal visit `dealDetails:7#0`). */
function nameOfKey(key: number): string {
  const row = rowOfKey(key)!
  const slot = Math.round((key - Math.floor(key)) * 1024) - 1
  return slot >= 0 ? `${row.table}:${row.rowId}#${slot}` : `${row.table}:${row.rowId}`
}

/** The entities the index holds, by name, sorted. */
export async function indexKeys(db: CrmDb): Promise<string[]> {
  const keys = new Set<number>()
  for (const posting of await db.searchIndex.toArray()) {
    for (const key of [...(posting.t ?? []), ...(posting.o ?? [])]) keys.add(key)
  }
  return [...keys].map(nameOfKey).sort()
}

/** The words the index holds of a table's row: in its name (t) and beside it (o), sorted. */
export async function indexWords(
  db: CrmDb,
  table: string,
  id: number,
): Promise<{ t: string[]; o: string[] }> {
  const key = searchKey(table, id)
  const words = { t: [] as string[], o: [] as string[] }
  for (const posting of await db.searchIndex.toArray()) {
    if (posting.t?.includes(key)) words.t.push(posting.w)
    if (posting.o?.includes(key)) words.o.push(posting.w)
  }
  return { t: words.t.sort(), o: words.o.sort() }
}
