/** A test's database, fake server and clock, and a drain bound to them. */
import { afterEach } from 'vitest'
import { drainOutbox, type DrainOptions, type DrainResult } from '../../../src/sync/drain.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import { FakeServer } from './fakeServer.ts'
import { newTestDb, type TestDb } from './testDb.ts'

export const USER = 3
export const OTHER_USER = 4

export interface SyncHarness {
  db: TestDb
  server: FakeServer
  clock: { now: number }
  events: SyncEvent[]
  drain(options?: Partial<DrainOptions>): Promise<DrainResult>
}

const opened: TestDb[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

export function syncHarness(): SyncHarness {
  const db = newTestDb()
  opened.push(db)
  const server = new FakeServer()
  const clock = { now: 1_700_000_000_000 }
  const events: SyncEvent[] = []
  return {
    db,
    server,
    clock,
    events,
    drain: (options = {}) =>
      drainOutbox({
        db,
        transport: server,
        userId: USER,
        now: () => clock.now,
        random: () => 1,
        onEvent: (event) => events.push(event),
        ...options,
      }),
  }
}
