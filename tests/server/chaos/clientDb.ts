/** One simulated device's IndexedDB: the outbox tables plus the deals and status updates it syncs. */
import type { DealCard } from '../../../src/contract/pipeline.ts'
import type { StatusUpdate } from '../../../src/contract/status.ts'
import type { DealStateName } from '../../../src/entities/deals/dealOps.ts'
import { DealsTestDb } from '../../outboxTestDb.ts'

export type DealRow = DealCard & { state?: DealStateName }

export class ClientDb extends DealsTestDb<DealRow, StatusUpdate> {}
