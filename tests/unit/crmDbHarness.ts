/**
 * The app's database on fake-indexeddb, one per test (deleted after it), a scripted stand-in for
 * the server, and a drain of the outbox against it with the retry jitter fixed.
 */
import 'fake-indexeddb/auto'
import type { Dexie } from 'dexie'
import { afterEach } from 'vitest'
import { CrmDb } from '../../src/entities/db.ts'
import { drainOutbox } from '../../src/sync/drain.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../src/sync/transport.ts'

export const USER = 3

const opened: Dexie[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

/** Deletes `db` once the running test has ended. */
export function deleteAfterTest<Db extends Dexie>(db: Db): Db {
  opened.push(db)
  return db
}

export const newDb = (): CrmDb => deleteAfterTest(new CrmDb(`crm-test-${crypto.randomUUID()}`))

/** Answers each request with `answer` and keeps what it received. */
export class StubServer implements Transport {
  readonly received: SyncRequest[] = []
  constructor(private readonly answer: (request: SyncRequest) => SyncResponse) {}
  send(request: SyncRequest): Promise<SyncResponse> {
    this.received.push(request)
    return Promise.resolve(this.answer(request))
  }
}

export const drain = (db: CrmDb, server: Transport) =>
  drainOutbox({ db, transport: server, userId: USER, random: () => 1 })
