/** An op as enqueue stores it before its first attempt, for tests that build one by hand. */
import { entityKey, UNSENT, type OutboxOp } from '../src/store/outbox.ts'

export type OpFields = Pick<OutboxOp, 'type' | 'entity' | 'args' | 'base'> & Partial<OutboxOp>

export const pendingOp = ({ entity, ...fields }: OpFields): OutboxOp => ({
  seq: 1,
  opId: 'op-1',
  entity,
  entityKey: entityKey(entity.table, entity.id),
  ...UNSENT,
  createdAt: 0,
  userId: 1,
  ...fields,
})
