import { hashPassword } from '../auth/password.ts'
import type { Db } from '../db/db.ts'
import { DEMO_PASSWORD } from '../demoAccounts.ts'
import { insertRows, syncIdentity } from './bulk.ts'
import { clientRows } from './clients.ts'
import { isoDate } from './dates.ts'
import { dealRows } from './deals.ts'
import { withForeignKeysDeferred } from './foreignKeys.ts'
import { masterRows, userRows } from './people.ts'
import { Random } from './random.ts'
import { seedTargets } from './targets.ts'
import { PROGRAMS, TRIBES } from './vocabulary.ts'

export const DEFAULT_DEALS = 680
const MIN_CLIENTS = 160
const SEED = 20_240_601
// Keeps two processes from seeding one PostgreSQL database at the same time.
const SEED_LOCK = 724_312

export interface SeedOptions {
  deals?: number
  /** The moment the demo data is built around (default: now). */
  now?: Date
}

export interface SeedSummary {
  users: number
  clients: number
  contacts: number
  deals: number
  proposals: number
  invoices: number
  journal: number
}

/** Tables holding data (everything but schema_migrations and app_settings), children last. */
const DATA_TABLES = [
  'handed_over_changes',
  'idempotency_keys',
  'login_attempts',
  'refresh_tokens',
  'team_members',
  'teams',
  'target_items',
  'targets',
  'visit_tribes',
  'visit_consultants',
  'visit_rms',
  'visit_contacts',
  'visits',
  'deal_journal',
  'status_updates',
  'documents',
  'invoice_tribes',
  'invoice_rms',
  'invoices',
  'proposal_invoices',
  'proposal_contacts',
  'proposals',
  'deal_members',
  'deal_consultants',
  'deal_access',
  'deal_tribes',
  'deal_rms',
  'deal_stage_history',
  'deals',
  'contacts',
  'client_rms',
  'clients',
  'users',
  'stored_files',
  'platforms',
  'industries',
  'proposal_types',
  'stages',
  'branches',
  'segments',
  'tribes',
]

const IDENTITY_TABLES = [
  'tribes',
  'segments',
  'branches',
  'proposal_types',
  'industries',
  'users',
  'clients',
  'contacts',
  'deals',
  'deal_stage_history',
  'proposals',
  'proposal_invoices',
  'invoices',
  'status_updates',
  'deal_journal',
  'visits',
  'targets',
  'target_items',
  'teams',
]

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM users) AS empty',
  )
  return row?.empty ?? true
}

/** Removes every row of data (the schema and the token secret stay). */
export async function clearDatabase(db: Db): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`)
}

const idName = { id: 'int', name: 'text' }
const share = { percent: 'numeric', nominal: 'bigint', use_percent: 'boolean', position: 'int' }

/**
 * Fills an empty database with deterministic demo data: master data, the demo accounts, RM
 * employees, clients with contacts, deals across all stages, states and months of this year and
 * last, with proposals, invoice periods, invoices, journal, status updates and visits.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const random = new Random(SEED)
  const now = options.now ?? new Date()
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1))
  const dealCount = Math.max(0, Math.floor(options.deals ?? DEFAULT_DEALS))

  const master = masterRows()
  const users = userRows(random)
  // Hashed on the thread pool while the rows are drawn and the first tables filled.
  const hashing = Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)))
  const rmIds = users.filter((user) => user.role_id === 5).map((user) => user.id)
  const clients = clientRows(
    random,
    Math.max(MIN_CLIENTS, Math.ceil(dealCount / 2.5)),
    rmIds,
    from,
    now,
  )
  const deals = dealRows(random, {
    count: dealCount,
    now,
    from,
    clients,
    demoRmIds: [3, 4],
    otherRmIds: rmIds.filter((id) => id !== 3 && id !== 4),
    userNames: new Map(users.map((user) => [user.id, user.name])),
  })
  const standaloneInvoices = Array.from(
    { length: Math.max(10, Math.round(dealCount / 20)) },
    (_, index) => {
      const client = clients.clients[random.int(0, clients.clients.length - 1)]!
      const date = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + random.int(-4, 4), random.int(1, 28)),
      )
      const invoiced = date < now && random.chance(0.6)
      return {
        id: deals.invoices.length + index + 1,
        deal_id: null,
        proposal_invoice_id: null,
        client_id: client.id,
        deal_name: random.pick(PROGRAMS),
        status: invoiced ? 'invoiced' : 'tobe',
        invoice_date: isoDate(date),
        amount: random.int(2, 50) * 5_000_000,
        remarks: 'Without deal',
        contact_id: clients.contactsByClient.get(client.id)?.[0] ?? null,
        branch_id: random.int(1, 5),
        segment_id: client.segment_id,
        pic_id: client.created_by,
        filename: '',
        invoiced_at: invoiced ? date.toISOString() : null,
        created_by: client.created_by,
        created_at: date.toISOString(),
        rm: client.created_by,
        tribe: random.int(1, TRIBES.length),
      }
    },
  )

  await db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK])
    if (!(await isDatabaseEmpty(tx))) return
    await withForeignKeysDeferred(tx, DATA_TABLES, async () => {
      await insertRows(tx, 'tribes', idName, master.tribes)
      await insertRows(tx, 'segments', idName, master.segments)
      await insertRows(tx, 'branches', idName, master.branches)
      await insertRows(tx, 'stages', { ...idName, probability: 'int' }, master.stages)
      await insertRows(tx, 'proposal_types', idName, master.proposalTypes)
      await insertRows(tx, 'industries', idName, master.industries)
      await insertRows(tx, 'platforms', idName, master.platforms)
      const passwords = await hashing
      await insertRows(
        tx,
        'users',
        {
          id: 'int',
          email: 'text',
          name: 'text',
          password_hash: 'text',
          password_salt: 'text',
          role_id: 'int',
          tribe_id: 'int',
          segment_id: 'int',
          branch_id: 'int',
          nik: 'text',
          job_title: 'text',
          phone: 'text',
          address: 'text',
          platform_id: 'int',
        },
        users.map((user, index) => ({
          ...user,
          password_hash: passwords[index]!.hash,
          password_salt: passwords[index]!.salt,
        })),
      )
      await insertRows(
        tx,
        'clients',
        {
          id: 'int',
          company: 'text',
          industry_id: 'int',
          segment_id: 'int',
          address1: 'text',
          address2: 'text',
          address3: 'text',
          phone: 'text',
          fax: 'text',
          website: 'text',
          remarks: 'text',
          created_by: 'int',
          created_at: 'timestamptz',
        },
        clients.clients,
      )
      await insertRows(tx, 'client_rms', { client_id: 'int', user_id: 'int' }, clients.clientRms)
      await insertRows(
        tx,
        'contacts',
        {
          id: 'int',
          client_id: 'int',
          valid: 'boolean',
          salutation: 'text',
          name: 'text',
          email: 'text',
          phone: 'text',
          department: 'text',
          position: 'text',
          created_at: 'timestamptz',
        },
        clients.contacts,
      )
      await insertRows(
        tx,
        'deals',
        {
          id: 'int',
          name: 'text',
          client_id: 'int',
          contact_id: 'int',
          deal_date: 'date',
          stage: 'int',
          probability: 'int',
          state: 'text',
          tribe_id: 'int',
          segment_id: 'int',
          branch_id: 'int',
          pic_id: 'int',
          created_by: 'int',
          created_at: 'timestamptz',
          updated_at: 'timestamptz',
          state_changed_at: 'timestamptz',
        },
        deals.deals,
      )
      await insertRows(
        tx,
        'deal_stage_history',
        {
          id: 'int',
          deal_id: 'int',
          stage: 'int',
          entered_at: 'timestamptz',
          left_at: 'timestamptz',
        },
        deals.stageHistory,
      )
      await insertRows(tx, 'deal_rms', { deal_id: 'int', user_id: 'int', ...share }, deals.dealRms)
      await insertRows(
        tx,
        'deal_tribes',
        { deal_id: 'int', tribe_id: 'int', ...share },
        deals.dealTribes,
      )
      // A row trigger: it looks up each row's deal's invoices (9 s of a 50,000-deal seed). The
      // invoices come later in this load, so it would find and log none.
      await tx.exec('ALTER TABLE deal_access DISABLE TRIGGER sync_log_invoices')
      await insertRows(
        tx,
        'deal_access',
        { deal_id: 'int', user_id: 'int', reason: 'text' },
        deals.dealAccess,
      )
      await tx.exec('ALTER TABLE deal_access ENABLE TRIGGER sync_log_invoices')
      await insertRows(
        tx,
        'deal_consultants',
        { deal_id: 'int', user_id: 'int' },
        deals.dealConsultants,
      )
      await insertRows(tx, 'deal_members', { deal_id: 'int', contact_id: 'int' }, deals.dealMembers)
      await insertRows(
        tx,
        'proposals',
        {
          id: 'int',
          deal_id: 'int',
          type_id: 'int',
          sent_by_id: 'int',
          sent_date: 'date',
          proposal_value: 'bigint',
          filename: 'text',
          created_by: 'int',
          created_at: 'timestamptz',
          updated_at: 'timestamptz',
        },
        deals.proposals,
      )
      await insertRows(
        tx,
        'proposal_contacts',
        { proposal_id: 'int', contact_id: 'int' },
        deals.proposalContacts,
      )
      await insertRows(
        tx,
        'proposal_invoices',
        {
          id: 'int',
          proposal_id: 'int',
          invoice_date: 'date',
          amount: 'bigint',
          remarks: 'text',
          position: 'int',
        },
        deals.proposalInvoices,
      )
      const invoiceColumns = {
        id: 'int',
        deal_id: 'int',
        proposal_invoice_id: 'int',
        client_id: 'int',
        deal_name: 'text',
        status: 'text',
        invoice_date: 'date',
        amount: 'bigint',
        remarks: 'text',
        contact_id: 'int',
        branch_id: 'int',
        segment_id: 'int',
        pic_id: 'int',
        filename: 'text',
        invoiced_at: 'timestamptz',
        created_by: 'int',
        created_at: 'timestamptz',
      }
      await insertRows(tx, 'invoices', invoiceColumns, [...deals.invoices, ...standaloneInvoices])
      await insertRows(tx, 'invoice_rms', { invoice_id: 'int', user_id: 'int', ...share }, [
        ...deals.invoiceRms,
        ...standaloneInvoices.map((invoice) => ({
          invoice_id: invoice.id,
          user_id: invoice.rm,
          percent: 100,
          nominal: invoice.amount,
          use_percent: true,
          position: 0,
        })),
      ])
      await insertRows(tx, 'invoice_tribes', { invoice_id: 'int', tribe_id: 'int', ...share }, [
        ...deals.invoiceTribes,
        ...standaloneInvoices.map((invoice) => ({
          invoice_id: invoice.id,
          tribe_id: invoice.tribe,
          percent: 100,
          nominal: invoice.amount,
          use_percent: true,
          position: 0,
        })),
      ])
      await insertRows(
        tx,
        'status_updates',
        {
          id: 'int',
          deal_id: 'int',
          status: 'text',
          user_id: 'int',
          created_at: 'timestamptz',
          last_updated: 'timestamptz',
        },
        deals.statusUpdates,
      )
      await insertRows(
        tx,
        'deal_journal',
        {
          id: 'int',
          deal_id: 'int',
          type: 'text',
          header1: 'text',
          header2: 'text',
          header3: 'text',
          update_time: 'timestamptz',
          updated_by: 'int',
          info: 'jsonb',
        },
        deals.journal,
      )
      await insertRows(
        tx,
        'visits',
        {
          id: 'int',
          deal_id: 'int',
          client_id: 'int',
          user_id: 'int',
          visit_date: 'date',
          start_time: 'text',
          end_time: 'text',
          location: 'text',
          objective: 'text',
          next_step: 'text',
          remark: 'text',
          created_at: 'timestamptz',
          updated_at: 'timestamptz',
        },
        deals.visits,
      )
      await insertRows(
        tx,
        'visit_contacts',
        { visit_id: 'int', contact_id: 'int' },
        deals.visitContacts,
      )
      await insertRows(tx, 'visit_rms', { visit_id: 'int', user_id: 'int' }, deals.visitRms)
      await insertRows(
        tx,
        'visit_consultants',
        { visit_id: 'int', user_id: 'int' },
        deals.visitConsultants,
      )
      await insertRows(tx, 'visit_tribes', { visit_id: 'int', tribe_id: 'int' }, deals.visitTribes)
      await seedTeamsAndTargets(tx, random, now, rmIds)
    })
    await syncIdentity(tx, IDENTITY_TABLES)
    // The cards are built as this transaction commits (deal_cards_commit), by a query planned on
    // the statistics of then: without fresh ones the planner believes the just-filled tables
    // empty and loops over them (10,000 deals: 9.9 s at commit, 0.9 s with them).
    await tx.exec('ANALYZE')
  })
  // The cards and projecting periods written at commit, after the statistics above.
  await db.exec('ANALYZE deal_cards, projecting_periods')

  return {
    users: users.length,
    clients: clients.clients.length,
    contacts: clients.contacts.length,
    deals: deals.deals.length,
    proposals: deals.proposals.length,
    invoices: deals.invoices.length + standaloneInvoices.length,
    journal: deals.journal.length,
  }
}

/** Three teams, and targets of last year and this year, so the later screens have data. */
async function seedTeamsAndTargets(
  tx: Db,
  random: Random,
  now: Date,
  rmIds: number[],
): Promise<void> {
  const others = rmIds.filter((id) => id !== 3 && id !== 4)
  const teams = [
    { id: 1, name: 'Team Jakarta', leader_id: 3, mentor_id: 2 },
    { id: 2, name: 'Team Surabaya', leader_id: others[0]!, mentor_id: 2 },
    { id: 3, name: 'Team Bandung', leader_id: others[1]!, mentor_id: 1 },
  ]
  const members = [
    ...[4, ...others.slice(2, 5)].map((user_id) => ({ team_id: 1, user_id })),
    ...others.slice(5, 9).map((user_id) => ({ team_id: 2, user_id })),
    ...others.slice(9, 13).map((user_id) => ({ team_id: 3, user_id })),
  ]
  await insertRows(
    tx,
    'teams',
    { id: 'int', name: 'text', leader_id: 'int', mentor_id: 'int' },
    teams,
  )
  await insertRows(tx, 'team_members', { team_id: 'int', user_id: 'int' }, members)

  await seedTargets(tx, random, { year: now.getUTCFullYear(), rmIds, teams, members })
}
