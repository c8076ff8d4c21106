import type { OutboxOp } from '../store/outbox.ts'

export type Resolution = 'keepMine' | 'takeTheirs' | 'retry' | 'discard'

/** What the engine reports as it works (toasts, logs, tests). `op` is the op as it was sent. */
export type SyncEvent =
  | { type: 'applied'; op: OutboxOp; answer: unknown; serverId?: number }
  | { type: 'conflict'; op: OutboxOp }
  /** Rebased on the server's version (it changed other fields): sent again without asking. */
  | { type: 'merged'; op: OutboxOp }
  | { type: 'failed'; op: OutboxOp }
  | { type: 'retrying'; op: OutboxOp }
  /** `dropped`: the ops that left the outbox unsent with this decision. */
  | { type: 'resolved'; op: OutboxOp; resolution: Resolution; dropped: OutboxOp[] }
  | { type: 'paused'; reason: 'signInAgain' }
  | { type: 'stuck'; ops: OutboxOp[] }
  | { type: 'error'; error: unknown }

export type SyncEventListener = (event: SyncEvent) => void
