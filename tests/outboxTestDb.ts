/**
 * A Dexie database with the outbox's tables and meta, plus the tables a test names. Subclasses
 * type their extra tables with `declare`, so no class field overwrites the table Dexie puts there.
 */
import 'fake-indexeddb/auto'
import { Dexie, type EntityTable } from 'dexie'
import type { MetaRow } from '../src/store/meta.ts'
import {
  OUTBOX_STORES,
  type OutboxOp,
  type SettledRow,
  type SyncListRow,
} from '../src/store/outbox.ts'

export class OutboxTestDb extends Dexie {
  declare outbox: EntityTable<OutboxOp, 'seq'>
  declare syncLists: EntityTable<SyncListRow, 'key'>
  declare syncSettled: EntityTable<SettledRow, 'entityKey'>
  declare meta: EntityTable<MetaRow, 'key'>

  constructor(name: string, stores: Record<string, string>) {
    super(name)
    this.version(1).stores({ ...OUTBOX_STORES, meta: '&key', ...stores })
  }
}

/** The deals and status updates tables the sync engine's tests and the chaos devices use. */
export class DealsTestDb<
  Deal extends { dealId: number },
  Status extends { id: number },
> extends OutboxTestDb {
  declare deals: EntityTable<Deal, 'dealId'>
  declare statusUpdates: EntityTable<Status, 'id'>

  constructor(name: string) {
    super(name, { deals: '&dealId, stage', statusUpdates: '&id, dealId' })
  }
}
