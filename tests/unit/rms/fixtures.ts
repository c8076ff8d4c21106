import type { IdText } from '../../../src/contract/common.ts'
import type { MasterData, MasterRm } from '../../../src/contract/master.ts'
import type { RmDetail, RmRow } from '../../../src/contract/rms.ts'
import type { PersonFields } from '../../../src/entities/rms/rmOps.ts'

export const segment = (id: number): IdText => ({ id, text: `Segment ${id}` })
export const branch = (id: number): IdText => ({ id, text: `Branch ${id}` })
export const WEB: IdText = { id: 2, text: 'Web' }

/** RM 7 as the list answers it, at version 3. */
export function rmRow(changes: Partial<RmRow> = {}): RmRow {
  return {
    id: 7,
    name: 'Citra Relationship',
    jobTitle: 'Relationship Manager',
    platform: WEB,
    segment: segment(1),
    branch: branch(2),
    email: 'citra@crm.test',
    version: 3,
    ...changes,
  }
}

/** RM 7's detail (the detail call, a 412's body). */
export function rmDetail(changes: Partial<RmDetail> = {}): RmDetail {
  return {
    ...rmRow(),
    nik: 'NIK1007',
    phone: '+62 8123-4567',
    address: 'Jalan Sudirman 1',
    fileUrl: '/File/view/31',
    ...changes,
  }
}

/** The list's answer of these rows (one page). */
export const listAnswer = (items: RmRow[], total = items.length) => ({
  items,
  info: { page: 1, perPage: 500, total },
})

export const masterRm = (row: RmRow): MasterRm => ({
  userId: row.id,
  name: row.name,
  email: row.email,
  branch: row.branch,
  segment: row.segment,
})

/** Master data holding these RMs (as GET /pipeline/master answers them). */
export const master = (rms: MasterRm[]): MasterData => ({
  rms,
  segments: [segment(1), segment(2)],
  tribes: [],
  branches: [branch(2), branch(3)],
  stages: [],
  proposalTypes: [],
  industries: [],
})

/** What Add new RM's form gives. */
export const newRmFields: PersonFields = {
  name: 'Dewi Baru',
  nik: 'NIK2001',
  email: 'dewi@crm.test',
  phone: '+62 8111-2222-3333',
  address: 'Jalan Thamrin 2',
  jobTitle: 'Senior RM',
  segment: segment(2),
  branch: branch(3),
}
