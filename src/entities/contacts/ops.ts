/** The contacts module's op types, by name: every write of it the outbox carries. */
import { contactCreate, contactUpdate, contactDelete } from './contactOps.ts'

export const CONTACTS_OPS = {
  'contact.create': contactCreate,
  'contact.update': contactUpdate,
  'contact.delete': contactDelete,
} as const
