/**
 * The browser's database. Version 1 holds the session copy (the service worker reads tokens
 * here, it has no cookies), master data and a key-value `meta` table (fetchedAt per pulled list,
 * the device id, saved filters). Version 2 adds the pipeline's deals and their status updates
 * (the entities the sync engine writes), the local card order of the board, and the outbox
 * tables (OUTBOX_STORES). Version 3 adds client companies and their contacts (CLIENTS_STORES).
 * Version 4 adds the pulled deal details (DEAL_DETAILS_STORES). Version 5 adds sales visits,
 * proposals and projection items (SALES_ACTIVITY_STORES); version 6 indexes the contacts they name
 * (CONTACT_REFERENCE_STORES). Version 7 adds the pulled invoices (INVOICE_STORES); version 8 the
 * sales targets (TARGET_STORES) and the teams (TEAM_STORES); version 9 the user's own profile
 * (PROFILE_STORES); version 10 the
 * answers of report calls (ANSWER_STORES); version 11 the global search's index
 * (SEARCH_INDEX_STORES), built once from the rows already here and then kept by its middleware in
 * every write's own transaction (src/store/search).
 * Later versions add only their new or changed tables.
 */
import { Dexie, type EntityTable } from 'dexie'
import type { Profile } from '../contract/auth.ts'
import { ANSWER_STORES, type AnswerRow } from './answers.ts'
import type { IdText } from '../contract/common.ts'
import type { MasterRm } from '../contract/master.ts'
import type { CardOrderRow } from './cardOrder.ts'
import { CLIENTS_STORES, type ClientRow, type ContactRow } from './clients.ts'
import { DEAL_DETAILS_STORES, type DealDetailRow } from './dealDetails.ts'
import { INVOICE_STORES, type InvoiceRow } from './invoices.ts'
import type { DealRow, StatusUpdateRow } from './deals.ts'
import {
  CONTACT_REFERENCE_STORES,
  SALES_ACTIVITY_STORES,
  type ProjectionItemRow,
  type ProposalRecord,
  type VisitRecord,
} from './salesActivity.ts'
import { TARGET_STORES, type TargetRow } from './targets.ts'
import { TEAM_STORES, type TeamRow } from './teams.ts'
import { PROFILE_STORES, type ProfileRow } from './profileDetail.ts'
import { OUTBOX_STORES, type OutboxOp, type SettledRow, type SyncListRow } from './outbox.ts'
import { buildSearchIndex } from './search/buildSearchIndex.ts'
import { rangeGetManyMiddleware } from './rangeGetMany.ts'
import { searchIndexMiddleware } from './search/searchMiddleware.ts'
import { searchIndexSwitchedOff } from './search/searchIndexSwitch.ts'
import { SEARCH_INDEX_STORES, type SearchPosting } from './search/searchRows.ts'

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
  deals!: EntityTable<DealRow, 'dealId'>
  statusUpdates!: EntityTable<StatusUpdateRow, 'id'>
  cardOrder!: EntityTable<CardOrderRow, 'dealId'>
  outbox!: EntityTable<OutboxOp, 'seq'>
  syncLists!: EntityTable<SyncListRow, 'key'>
  syncSettled!: EntityTable<SettledRow, 'entityKey'>
  clients!: EntityTable<ClientRow, 'id'>
  contacts!: EntityTable<ContactRow, 'id'>
  dealDetails!: EntityTable<DealDetailRow, 'id'>
  visits!: EntityTable<VisitRecord, 'id'>
  proposals!: EntityTable<ProposalRecord, 'id'>
  projectionItems!: EntityTable<ProjectionItemRow, 'invoiceId'>
  invoices!: EntityTable<InvoiceRow, 'invoiceId'>
  targets!: EntityTable<TargetRow, 'key'>
  teams!: EntityTable<TeamRow, 'id'>
  profiles!: EntityTable<ProfileRow, 'id'>
  answers!: EntityTable<AnswerRow, 'key'>
  searchIndex!: EntityTable<SearchPosting, 'w'>

  /** `searchIndex: false` leaves the index unkept (measuring only, see searchIndexSwitch.ts). */
  constructor(
    name: string = CRM_DB_NAME,
    { searchIndex = !searchIndexSwitchedOff() }: { searchIndex?: boolean } = {},
  ) {
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
    // The board reads deals by id (the pulled list's ids), so deals need no other index: fewer
    // indexes keep the pull of thousands of cards fast.
    this.version(2).stores({
      deals: '&dealId',
      statusUpdates: '&id, dealId',
      cardOrder: '&dealId',
      ...OUTBOX_STORES,
    })
    this.version(3).stores(CLIENTS_STORES)
    this.version(4).stores(DEAL_DETAILS_STORES)
    this.version(5).stores(SALES_ACTIVITY_STORES)
    this.version(6).stores(CONTACT_REFERENCE_STORES)
    this.version(7).stores(INVOICE_STORES)
    this.version(8).stores({ ...TARGET_STORES, ...TEAM_STORES })
    this.version(9).stores(PROFILE_STORES)
    this.version(10).stores(ANSWER_STORES)
    this.version(11).stores(SEARCH_INDEX_STORES).upgrade(buildSearchIndex)
    this.use(rangeGetManyMiddleware)
    if (searchIndex) this.use(searchIndexMiddleware)
  }
}

/** The app's one database (opened on first use). */
export const db = new CrmDb()
