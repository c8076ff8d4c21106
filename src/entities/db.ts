/**
 * The browser's database. Version 1 holds the session copy (the service worker reads tokens
 * here, it has no cookies), master data and a key-value `meta` table (fetchedAt per pulled list,
 * the device id, saved filters). Version 2 adds the pipeline's deals and their status updates
 * (the entities the sync engine writes), the local card order of the board, and the outbox
 * tables (OUTBOX_STORES). Version 3 adds client companies and their contacts (CLIENTS_STORES).
 * Version 4 adds the pulled deal details (DEAL_DETAILS_STORES). Version 5 adds sales visits,
 * proposals and projection items (VISIT_STORES, PROPOSAL_STORES); version 6 indexes the contacts
 * they name. Version 7 adds the pulled invoices (INVOICE_STORES); version 8 the
 * sales targets (TARGET_STORES) and the teams (TEAM_STORES); version 9 the user's own profile
 * (PROFILE_STORES); version 10 the
 * answers of report calls (ANSWER_STORES); version 11 the global search's index
 * (SEARCH_INDEX_STORES), built once from the rows already here and then kept by its middleware in
 * every write's own transaction (src/store/search); version 12 the files the briefcase keeps, as
 * Blobs (KEPT_FILE_STORES, src/entities/documents).
 * Later versions add only their new or changed tables.
 */
import './syncRegistry.ts'
import { Dexie, type EntityTable } from 'dexie'
import { ANSWER_STORES, type AnswerRow } from './reports/answerRows.ts'
import type { MetaRow } from '../store/meta.ts'
import type { SessionRow } from '../store/sessionRow.ts'
import type { IdText } from '../contract/common.ts'
import type { MasterRm } from '../contract/master.ts'
import type { CardOrderRow } from './deals/cardOrder.ts'
import { CLIENTS_STORES, type ClientRow, type ContactRow } from './clients/clientRows.ts'
import { DEAL_DETAILS_STORES, type DealDetailRow } from './deals/dealDetailRows.ts'
import { INVOICE_STORES, type InvoiceRow } from './invoices/invoiceRows.ts'
import type { DealRow, StatusUpdateRow } from './deals/dealRows.ts'
import { PROPOSAL_CONTACT_STORES, PROPOSAL_STORES } from './proposals/proposalRows.ts'
import { VISIT_CONTACT_STORES, VISIT_STORES } from './visits/visitRows.ts'
import { type ProjectionItemRow, type ProposalRecord } from './proposals/proposalRows.ts'
import { type VisitRecord } from './visits/visitRows.ts'
import { TARGET_STORES, type TargetRow } from './targets/targetRows.ts'
import { TEAM_STORES, type TeamRow } from './teams/teamRows.ts'
import { PROFILE_STORES, type ProfileRow } from './profile/profileRows.ts'
import { OUTBOX_STORES, type OutboxOp, type SettledRow, type SyncListRow } from '../store/outbox.ts'
import { buildSearchIndex } from '../store/search/buildSearchIndex.ts'
import { forgetCopiesOnWrite } from '../store/firstScreenCopies.ts'
import { tellWrittenRows } from '../store/writtenRows.ts'
import { preciseMutationsMiddleware } from '../store/preciseMutations.ts'
import { rangeGetManyMiddleware } from '../store/rangeGetMany.ts'
import { searchIndexMiddleware } from '../store/search/searchMiddleware.ts'
import { searchIndexSwitchedOff } from '../store/search/searchIndexSwitch.ts'
import { SEARCH_INDEX_STORES, type SearchPosting } from '../store/search/searchRows.ts'
import { KEPT_FILE_STORES, type KeptFileRow } from './documents/keptFileRows.ts'

export const CRM_DB_NAME = 'crm'

// Dexie switches on its debug mode (a devtools task per table call) on any page served from
// localhost or 127.0.0.1; the built app runs as it does on any host.
if (import.meta.env?.PROD) Dexie.debug = false

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
  keptFiles!: EntityTable<KeptFileRow, 'key'>

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
    this.version(5).stores({ ...VISIT_STORES, ...PROPOSAL_STORES })
    this.version(6).stores({ ...VISIT_CONTACT_STORES, ...PROPOSAL_CONTACT_STORES })
    this.version(7).stores(INVOICE_STORES)
    this.version(8).stores({ ...TARGET_STORES, ...TEAM_STORES })
    this.version(9).stores(PROFILE_STORES)
    this.version(10).stores(ANSWER_STORES)
    this.version(11).stores(SEARCH_INDEX_STORES).upgrade(buildSearchIndex)
    this.version(12).stores(KEPT_FILE_STORES)
    this.use(rangeGetManyMiddleware)
    this.use(preciseMutationsMiddleware)
    // The tables mirrored in memory (store/tableMirror.ts): a large write of this tab is not read back.
    this.use(tellWrittenRows(['deals', 'invoices', 'outbox']))
    if (searchIndex) this.use(searchIndexMiddleware)
    // The tables the board's first-screen copy is drawn from, and the outbox: none is kept while
    // ops wait (features/pipeline/boardFirstScreen.ts), so one settling has the board keep it again.
    this.use(forgetCopiesOnWrite(['deals', 'cardOrder', 'syncLists', 'outbox']))
  }
}

/** The app's one database (opened on first use). */
export const db = new CrmDb()
