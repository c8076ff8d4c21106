/** The teams module's op types, by name: every write of it the outbox carries. */
import { teamCreate, teamUpdate, teamDelete } from './teamOps.ts'

export const TEAMS_OPS = {
  'team.create': teamCreate,
  'team.update': teamUpdate,
  'team.delete': teamDelete,
} as const
