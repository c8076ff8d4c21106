/** One simulated device's IndexedDB: the outbox tables plus the deals and status updates it syncs. */
import 'fake-indexeddb/auto'
import { Dexie, type EntityTable } from 'dexie'
import type { DealCard } from '../../../src/contract/pipeline.ts'
import type { StatusUpdate } from '../../../src/contract/status.ts'
import type { MetaRow } from '../../../src/store/db.ts'
import {
  OUTBOX_STORES,
  type OutboxOp,
  type SettledRow,
  type SyncListRow,
} from '../../../src/store/outbox.ts'
import type { DealStateName } from '../../../src/sync/dealOps.ts'

export type DealRow = DealCard & { state?: DealStateName }

export class ClientDb extends Dexie {
  outbox!: EntityTable<OutboxOp, 'seq'>
  syncLists!: EntityTable<SyncListRow, 'key'>
  syncSettled!: EntityTable<SettledRow, 'entityKey'>
  meta!: EntityTable<MetaRow, 'key'>
  deals!: EntityTable<DealRow, 'dealId'>
  statusUpdates!: EntityTable<StatusUpdate, 'id'>

  constructor(name: string) {
    super(name)
    this.version(1).stores({
      ...OUTBOX_STORES,
      meta: '&key',
      deals: '&dealId, stage',
      statusUpdates: '&id, dealId',
    })
  }
}
