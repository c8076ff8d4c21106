/** The clients module's op types, by name: every write of it the outbox carries. */
import { clientCreate, clientUpdate, clientDelete } from './clientOps.ts'

export const CLIENTS_OPS = {
  'client.create': clientCreate,
  'client.update': clientUpdate,
  'client.delete': clientDelete,
} as const
