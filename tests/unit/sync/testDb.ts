/** A small Dexie database with the outbox tables and toy deals / statusUpdates tables. */
import 'fake-indexeddb/auto'
import { Dexie, type EntityTable } from 'dexie'
import type { MetaRow } from '../../../src/store/db.ts'
import {
  OUTBOX_STORES,
  type OutboxOp,
  type SettledRow,
  type SyncListRow,
} from '../../../src/store/outbox.ts'

export interface ToyDeal {
  dealId: number
  dealName: string
  stage: number
  probability: number
  version: number
  state?: 'open' | 'won' | 'lost'
}

export interface ToyStatus {
  id: number
  dealId: number
  status: string
  firstname: string
  lastUpdated: string
  version: number
}

export class TestDb extends Dexie {
  outbox!: EntityTable<OutboxOp, 'seq'>
  syncLists!: EntityTable<SyncListRow, 'key'>
  syncSettled!: EntityTable<SettledRow, 'entityKey'>
  meta!: EntityTable<MetaRow, 'key'>
  deals!: EntityTable<ToyDeal, 'dealId'>
  statusUpdates!: EntityTable<ToyStatus, 'id'>

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

let opened = 0
/** A database of its own for each test. */
export const newTestDb = (): TestDb =>
  new TestDb(`sync-test-${process.pid}-${++opened}-${Math.random().toString(36).slice(2)}`)

export const deal = (dealId: number, fields: Partial<ToyDeal> = {}): ToyDeal => ({
  dealId,
  dealName: `Deal ${dealId}`,
  stage: 1,
  probability: 10,
  version: 1,
  ...fields,
})
