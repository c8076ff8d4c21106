/** The profile module's op types, by name: every write of it the outbox carries. */
import { profileUpdate } from './profileOps.ts'

export const PROFILE_OPS = {
  'profile.update': profileUpdate,
} as const
