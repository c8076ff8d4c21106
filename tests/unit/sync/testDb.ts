/** A small Dexie database with the outbox tables and toy deals / statusUpdates tables. */
import { DealsTestDb } from '../../outboxTestDb.ts'

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

export class TestDb extends DealsTestDb<ToyDeal, ToyStatus> {}

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
