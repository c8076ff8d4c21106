/** The visits module's op types, by name: every write of it the outbox carries. */
import { visitCreate, visitUpdate } from './visitOps.ts'

export const VISITS_OPS = {
  'visit.create': visitCreate,
  'visit.update': visitUpdate,
} as const
