/** The rms module's op types, by name: every write of it the outbox carries. */
import { rmCreate, rmUpdate, rmDelete } from './rmOps.ts'

export const RMS_OPS = {
  'rm.create': rmCreate,
  'rm.update': rmUpdate,
  'rm.delete': rmDelete,
} as const
