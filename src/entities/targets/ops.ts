/** The targets module's op types, by name: every write of it the outbox carries. */
import { targetSave, targetDecide } from './targetOps.ts'

export const TARGETS_OPS = {
  'target.save': targetSave,
  'target.decide': targetDecide,
} as const
