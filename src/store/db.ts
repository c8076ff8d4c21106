/**
 * The browser's database. Version 1 holds the session copy (the service worker reads tokens
 * here, it has no cookies), master data and a key-value `meta` table (fetchedAt per pulled list,
 * the device id). Deals, clients, contacts, invoices and the outbox arrive in later versions:
 * add `this.version(2).stores({ ... })` with only the new or changed tables.
 */
import { Dexie, type EntityTable } from 'dexie'
import type { Profile } from '../contract/auth.ts'
import type { IdText } from '../contract/common.ts'
import type { MasterRm } from '../contract/master.ts'

export const SESSION_KEY = 'current'

export interface SessionRow {
  key: typeof SESSION_KEY
  accessToken: string
  refreshToken: string
  profile: Profile
  savedAt: number
}

export interface MetaRow {
  key: string
  value: unknown
}

export const CRM_DB_NAME = 'crm'

export class CrmDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>
  meta!: EntityTable<MetaRow, 'key'>
  tribes!: EntityTable<IdText, 'id'>
  segments!: EntityTable<IdText, 'id'>
  branches!: EntityTable<IdText, 'id'>
  stages!: EntityTable<IdText, 'id'>
  proposalTypes!: EntityTable<IdText, 'id'>
  industries!: EntityTable<IdText, 'id'>
  rms!: EntityTable<MasterRm, 'userId'>

  constructor(name: string = CRM_DB_NAME) {
    super(name)
    this.version(1).stores({
      session: '&key',
      meta: '&key',
      tribes: '&id, text',
      segments: '&id, text',
      branches: '&id, text',
      stages: '&id',
      proposalTypes: '&id',
      industries: '&id, text',
      rms: '&userId, name',
    })
  }
}

/** The app's one database (opened on first use). */
export const db = new CrmDb()
