/** What every card and action of the deal detail is given (the detail screen renders them). */
import type { Profile } from '../../contract/auth.ts'
import type { DealDetail } from '../../contract/deals.ts'
import type { DealRow } from './dealRows.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import type { DealDetailHeader } from './dealDetailHeader.ts'

export interface DealSectionProps {
  /** The pulled detail (GET /Pipeline/detail). */
  detail: DealDetail
  /** The deal's card row: local changes made by ops on the deal (deals:<id>) sit here. */
  card: DealRow | undefined
  /** Header values and the visible actions (domain/dealDetail.ts dealDetailActions). */
  header: DealDetailHeader
  profile: Profile
  /** Unsettled ops on the deal (deals:<id>) and their combined state. */
  ops: readonly OutboxOp[]
  sync: EntitySyncState
}
