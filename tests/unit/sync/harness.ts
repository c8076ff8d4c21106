/** A test's database, fake server and clock, and a drain bound to them. */
import { drainOutbox, type DrainOptions, type DrainResult } from '../../../src/sync/drain.ts'
import type { SyncDb } from '../../../src/sync/syncDb.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import type { Transport } from '../../../src/sync/transport.ts'
import { deleteAfterTest, USER } from '../crmDbHarness.ts'
import { FakeServer } from './fakeServer.ts'
import { newTestDb, type TestDb } from './testDb.ts'

export { USER } from '../crmDbHarness.ts'
export const OTHER_USER = 4

export interface OutboxHarness<Db extends SyncDb, Server extends Transport> {
  db: Db
  server: Server
  clock: { now: number }
  events: SyncEvent[]
  drain(options?: Partial<DrainOptions>): Promise<DrainResult>
}

export type SyncHarness = OutboxHarness<TestDb, FakeServer>

/** `db` (deleted after the test) and `server`, with a drain on a test clock as USER. */
export function outboxHarness<Db extends SyncDb, Server extends Transport>(
  db: Db,
  server: Server,
): OutboxHarness<Db, Server> {
  deleteAfterTest(db)
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

export const syncHarness = (): SyncHarness => outboxHarness(newTestDb(), new FakeServer())
