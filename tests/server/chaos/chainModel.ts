/**
 * The chain scenario's model, checked against the server's rows after convergence:
 * - every accepted create exists exactly once (counted by the tag in its text: a lost answer
 *   replayed made no second row), under the server id its answer gave; a create a person
 *   discarded exists at most once, and not at all when its request never left the device;
 * - every op that named a temp id was sent with the server id that temp id's create got;
 * - per entity, accepted writes form one chain of versions (If-Match), and the row equals the
 *   create with each accepted edit on top in version order (every edit sends the whole form);
 * - a delete took the row (and a company's contacts) away; journal entries show each create
 *   and proposal edit once.
 * Invoices, teams and RMs are checked the same way (their tags are in their names); documents,
 * targets and profiles in chainModelMore.ts.
 */
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { changedFields } from '../../../src/sync/merge.ts'
import { opTypeOf } from '../../../src/sync/opRegistry.ts'
import { tagOf } from './chainWorld.ts'
import type { Facts, ServerRows, ServerTable } from './chainServer.ts'
import type { AppliedOp, Ledger } from './ledger.ts'

type Args = Record<string, unknown>
type State = Record<string, unknown>

const sortedIds = (value: unknown): number[] =>
  [...new Set((value as number[] | undefined) ?? [])].sort((a, b) => a - b)

const trim = (value: unknown): string => String(value ?? '').trim()

/**
 * Saves answered without the new version (204, or `{ id }`): every one bumps the If-Match version
 * by one (their new version travels as ETag only).
 */
export const BUMPING: ReadonlySet<string> = new Set([
  'deal.setClientInfo',
  'target.save',
  'target.decide',
  'team.update',
  'rm.update',
])

/** The version an accepted write left. */
export function answeredVersion(applied: AppliedOp): number | undefined {
  const version = (applied.answer as { version?: unknown } | null)?.version
  if (typeof version === 'number') return version
  const base = applied.op.base.version
  return BUMPING.has(applied.op.type) && base !== null ? base + 1 : undefined
}

/** Accepted, yet not a write of the entity's fields: an upload adds a document (chainMore.ts). */
const NOT_AN_EDIT = new Set(['deal.uploadDocument'])

/** The text a create's tag is in, per table. */
function tagText(table: string, args: Args): unknown {
  if (table === 'clients') return args.company
  if (table === 'contacts') return args.name
  if (table === 'deals') return args.name
  if (table === 'visits') return args.location
  if (table === 'invoices') return args.dealName
  if (table === 'teams' || table === 'rms') return args.name
  return (args.invoices as { remarks: string }[] | undefined)?.[0]?.remarks
}

/** What a create or a whole-form edit sets, by op type (ids as sent: server ids). */
function applyOp(state: State, type: string, args: Args): State {
  switch (type) {
    case 'client.create':
    case 'client.update':
      return {
        ...state,
        company: trim(args.company),
        industryId: args.industryId,
        segmentId: args.segmentId,
        phone: args.phone,
        address1: args.address1,
        address3: args.address3,
        remarks: args.remarks,
        rms: sortedIds(
          (args.relManagers as { relManagerId: number }[]).map((rm) => rm.relManagerId),
        ),
      }
    case 'contact.create':
      return applyOp({ ...state, clientId: args.clientId }, 'contact.update', args)
    case 'contact.update':
      return {
        ...state,
        name: trim(args.name),
        email: trim(args.email),
        phone: args.phone,
        department: trim(args.department),
        position: trim(args.position),
        salutation: trim(args.salutation) || '-',
        valid: args.valid,
      }
    case 'deal.create':
      return {
        ...applyOp(state, 'deal.rename', args),
        tribeId: args.tribeId,
        rms: [args.userIdRM],
        tribes: [args.tribeId],
        members: [],
        consultants: [],
      }
    case 'deal.rename':
      return {
        ...state,
        name: args.name,
        clientId: args.clientId,
        contactId: args.contactId,
        dealDate: args.dealDate,
        stage: args.stageId,
        probability: args.probability,
        segmentId: args.segmentId,
        branchId: args.branchId,
        picId: args.picId,
      }
    case 'deal.setOwners': {
      const owners = args.owners as {
        segment: { id: number } | null
        branch: { id: number } | null
        pic: { id: number } | null
        rms: { userId: number }[]
        tribes: { id: number }[]
        consultants: { id: number }[]
      }
      return {
        ...state,
        segmentId: owners.segment?.id ?? 0,
        branchId: owners.branch?.id ?? 0,
        picId: owners.pic?.id ?? 0,
        tribeId: owners.tribes[0]?.id ?? state.tribeId,
        rms: owners.rms.map((rm) => rm.userId),
        tribes: owners.tribes.map((tribe) => tribe.id),
        consultants: sortedIds(owners.consultants.map((each) => each.id)),
      }
    }
    case 'deal.setClientInfo':
      return {
        ...state,
        clientId: args.clientId,
        contactId: args.contactId,
        members: sortedIds((args.memberIds as number[]).filter((id) => id !== args.contactId)),
      }
    case 'visit.create':
    case 'visit.update':
      return {
        ...state,
        dealId: args.dealId,
        clientId: args.clientId,
        visitDate: args.visitDate,
        startTime: args.startTime,
        endTime: args.endTime,
        location: trim(args.location),
        objective: args.objective,
        nextStep: args.nextStep,
        remark: args.remark,
        contacts: sortedIds(args.contacts),
        rms: sortedIds(args.rms),
        tribes: sortedIds(args.tribes),
      }
    case 'proposal.create':
    case 'proposal.update':
      return {
        ...state,
        dealId: args.dealId,
        typeId: args.typeId,
        sentById: args.sentById,
        sentDate: args.sentDate,
        proposalValue: Math.round(args.proposalValue as number),
        contacts: sortedIds(args.contactIds),
        invoices: invoiceLines(args.invoices),
      }
    case 'invoice.create':
    case 'invoice.markInvoiced':
      return { ...applyOp(state, 'invoice.update', args), status: 'invoiced' }
    case 'invoice.update':
      return {
        ...state,
        dealName: trim(args.dealName),
        dealId: args.dealId,
        clientId: args.clientId,
        contactId: args.contactId,
        invoiceDate: args.invoiceDate,
        amount: Math.round(args.amount as number),
        remarks: trim(args.remarks),
        branchId: args.branchId,
        picId: args.picId,
        rms: sortedIds((args.rms as { userId: number }[]).map((share) => share.userId)),
        tribes: sortedIds((args.tribes as { tribeId: number }[]).map((share) => share.tribeId)),
      }
    case 'invoice.moveBack':
      return { ...state, status: 'tobe' }
    case 'team.create':
    case 'team.update': {
      const person = (value: unknown) => (value as { id: number } | null)?.id ?? 0
      return {
        ...state,
        name: trim(args.name),
        leaderId: person(args.leader),
        mentorId: person(args.mentor),
        members: sortedIds((args.members as { id: number }[]).map((member) => member.id)),
      }
    }
    case 'rm.create':
    case 'rm.update':
      return { ...state, ...personOf(args) }
    default:
      throw new Error(`No model of ${type}`)
  }
}

/** What a save of a person (an RM's, the profile's) writes on the user. */
export function personOf(args: Args): State {
  return {
    name: trim(args.name),
    nik: trim(args.nik),
    email: trim(args.email),
    phone: trim(args.phone),
    address: trim(args.address),
    jobTitle: trim(args.jobTitle),
    segmentId: (args.segment as { id: number }).id,
    branchId: (args.branch as { id: number }).id,
  }
}

const invoiceLines = (lines: unknown): string[] =>
  (lines as { invoiceDate: string; invoiceAmount: number; remarks: string }[])
    .map((line) => `${line.invoiceDate}|${Math.round(line.invoiceAmount)}|${trim(line.remarks)}`)
    .sort()

/** The server row's fields the model names (arrays of lines sorted the model's way). */
function actualOf(row: Facts, expected: State): State {
  const picked: State = {}
  for (const field of Object.keys(expected)) {
    const value = row[field]
    picked[field] = field === 'invoices' ? [...((value as string[]) ?? [])].sort() : value
  }
  return picked
}

export interface ChainReport {
  problems: string[]
  creates: number
  edits: number
  deletes: number
}

/** The args an op sends as the server has them when rebased: its fields it does not change. */
function serverValuedArgs(op: OutboxOp): Set<string> {
  const own = new Set(changedFields(op).fields)
  const args = new Set<string>()
  for (const field of Object.values(opTypeOf(op.type).fields ?? {})) {
    if (field.kind !== 'sends') continue
    for (const [row, arg] of Object.entries(field.rows)) {
      if (arg !== null && !own.has(row)) args.add(arg)
    }
  }
  return args
}

export class ChainModel {
  readonly problems: string[] = []
  private readonly serverIds = new Map<string, number>()
  private readonly byEntity = new Map<string, AppliedOp[]>()

  constructor(
    private readonly ledger: Ledger,
    private readonly rows: ServerRows,
    private readonly delivered: ReadonlySet<string>,
  ) {
    for (const applied of ledger.applied.values()) {
      const { op } = applied
      if (opTypeOf(op.type).kind !== 'create') continue
      if (applied.serverId === undefined) {
        this.problems.push(`${op.type} ${op.opId}: accepted without a server id`)
      } else this.serverIds.set(`${applied.device}|${op.entityKey}`, applied.serverId)
    }
    for (const applied of ledger.applied.values()) {
      const key = this.entityOf(applied)
      this.byEntity.set(key, [...(this.byEntity.get(key) ?? []), applied])
    }
  }

  /** The server id a device's id stands for: a temp id's create's, if it was accepted. */
  private resolve(device: string, table: string, id: number): number | undefined {
    return id < 0 ? this.serverIds.get(`${device}|${table}:${id}`) : id
  }

  private entityOf(applied: AppliedOp): string {
    const { op } = applied
    return applied.serverId !== undefined ? `${op.entity.table}:${applied.serverId}` : op.entityKey
  }

  /**
   * Each id arg as sent is the server id of what the op named when it was made. An op sent on
   * another version than it was made on (rebased, or Keep mine) sends the server's value of every
   * field it does not change itself (merge.ts rebasedArgs): such a ref need only be a server id.
   */
  checkSentIds(): void {
    for (const [opId, applied] of this.ledger.applied) {
      const made = this.ledger.created.get(opId)
      if (!made) continue
      const type = opTypeOf(applied.op.type)
      const named: [string, string][] = Object.entries(type.refs) as [string, string][]
      if (type.kind !== 'create') named.push([type.idArg, type.table])
      const fromServer =
        applied.op.base.version !== made.op.base.version ? serverValuedArgs(made.op) : new Set()
      for (const [arg, table] of named) {
        if (fromServer.has(arg)) {
          const sent = [applied.op.args[arg]].flat()
          if (sent.every((id) => typeof id === 'number' && id > 0)) continue
        }
        const value = made.op.args[arg]
        const expected = Array.isArray(value)
          ? (value as number[]).map((id) => this.resolve(made.device, table, id))
          : this.resolve(made.device, table, value as number)
        const sent = applied.op.args[arg]
        if (JSON.stringify(sent) !== JSON.stringify(expected)) {
          this.problems.push(
            `${applied.op.type} ${opId}: ${arg} made as ${JSON.stringify(value)} was sent as ` +
              `${JSON.stringify(sent)}, not ${JSON.stringify(expected)}`,
          )
        }
      }
    }
  }

  /**
   * Entities whose server row the accepted writes do not explain (their versions skip one, or the
   * row holds other values): their label and their keys, for the story of what was sent.
   */
  readonly unexplained: { label: string; keys: string[] }[] = []

  private unexplainedEntity(label: string, keys: string[]): void {
    if (!this.unexplained.some((entity) => entity.label === label)) {
      this.unexplained.push({ label, keys })
    }
  }

  /** Accepted writes that changed the entity, in version order, checked to form one chain. */
  private chain(
    ops: readonly AppliedOp[],
    start: number,
    label: string,
    keys: string[] = [label],
  ): AppliedOp[] {
    const changing: AppliedOp[] = []
    for (const applied of ops) {
      const sent = applied.op.base.version
      const answered = answeredVersion(applied)
      if (sent === null || answered === undefined) {
        this.problems.push(`${label}: ${applied.op.type} ${applied.op.opId} without a version`)
      } else if (answered === sent + 1) changing.push(applied)
      else if (answered !== sent) {
        this.problems.push(`${label}: ${applied.op.opId} sent on ${sent} answered ${answered}`)
      }
    }
    changing.sort((a, b) => answeredVersion(a)! - answeredVersion(b)!)
    if (changing.some((applied, index) => answeredVersion(applied) !== start + index + 1)) {
      this.unexplainedEntity(label, keys)
    }
    changing.forEach((applied, index) => {
      if (answeredVersion(applied) !== start + index + 1) {
        this.problems.push(
          `${label}: version chain broken at ${applied.op.type} ${applied.op.opId}`,
        )
      }
    })
    return changing
  }

  private compare(
    table: ServerTable,
    id: number,
    expected: State,
    label: string,
    keys: string[] = [label],
  ): Facts | null {
    const row = this.rows[table].get(id)
    if (!row) {
      this.problems.push(`${label}: no row ${table} ${id} on the server`)
      return null
    }
    const actual = actualOf(row, expected)
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      this.unexplainedEntity(label, keys)
      this.problems.push(
        `${label}: server ${JSON.stringify(actual)} != model ${JSON.stringify(expected)}`,
      )
    }
    return row
  }

  /** Creates counted by tag, and each accepted one's row against its chain of edits. */
  checkCreates(): ChainReport {
    const tagged = new Map<string, number[]>()
    for (const [table, rows] of Object.entries(this.rows) as [ServerTable, Map<number, Facts>][]) {
      if (table === 'projectionItems') continue
      for (const row of rows.values()) {
        const text = table === 'proposals' ? (row.invoices as string[])[0] : tagText(table, row)
        const tag = tagOf(text)
        if (tag) tagged.set(`${table}:${tag}`, [...(tagged.get(`${table}:${tag}`) ?? []), row.id])
      }
    }
    const deletedClients = new Set<number>()
    let creates = 0
    let edits = 0
    let deletes = 0
    const made = [...this.ledger.created.values()].filter(
      ({ op }) => opTypeOf(op.type).kind === 'create',
    )
    // Companies first: their deletes take their contacts along.
    made.sort(
      (a, b) => Number(b.op.type === 'client.create') - Number(a.op.type === 'client.create'),
    )
    for (const { device, op } of made) {
      const table = op.entity.table
      const tag = tagOf(tagText(table, op.args))
      const found = tagged.get(`${table}:${tag}`) ?? []
      const label = `${device} ${op.type} (${tag}) ${op.opId}`
      const applied = this.ledger.applied.get(op.opId)
      if (!applied) {
        const mayExist = this.delivered.has(op.opId) ? 1 : 0
        if (found.length > mayExist)
          this.problems.push(`${label}: dropped, yet ${found.length} rows`)
        continue
      }
      creates++
      const serverId = applied.serverId!
      const ops = this.byEntity.get(`${table}:${serverId}`) ?? []
      const removed = ops.filter((each) => opTypeOf(each.op.type).kind === 'delete')
      const gone =
        removed.length > 0 ||
        (table === 'contacts' && deletedClients.has(applied.op.args.clientId as number))
      if (removed.length > 0) deletes++
      if (gone) {
        if (table === 'clients') deletedClients.add(serverId)
        if (found.length > 0) this.problems.push(`${label}: deleted, yet rows ${found.join(',')}`)
        continue
      }
      if (found.length !== 1 || found[0] !== serverId) {
        this.problems.push(`${label}: rows ${JSON.stringify(found)}, accepted as ${serverId}`)
        continue
      }
      const start = answeredVersion(applied) ?? 1
      const updates = ops.filter(
        (each) => opTypeOf(each.op.type).kind === 'update' && !NOT_AN_EDIT.has(each.op.type),
      )
      const keys = [op.entityKey, `${table}:${serverId}`]
      const changing = this.chain(updates, start, label, keys)
      edits += changing.length
      let state = applyOp({}, op.type, applied.op.args)
      for (const each of changing) state = applyOp(state, each.op.type, each.op.args)
      const row = this.compare(
        table as ServerTable,
        serverId,
        { ...state, version: start + changing.length },
        label,
        keys,
      )
      if (row) this.checkEntries(table, row, changing.length, label)
    }
    return { problems: this.problems, creates, edits, deletes }
  }

  /** Journal entries: a deal's create, a visit's meeting, a proposal's sending and edits, once. */
  private checkEntries(table: string, row: Facts, edits: number, label: string): void {
    const entries: [string, number][] =
      table === 'deals'
        ? [['createdEntries', 1]]
        : table === 'visits'
          ? [['meetingEntries', row.dealId === 0 ? 0 : 1]]
          : table === 'proposals'
            ? [
                ['sentEntries', 1],
                ['updatedEntries', edits],
              ]
            : []
    for (const [field, count] of entries) {
      if (row[field] !== count)
        this.problems.push(`${label}: ${field} ${String(row[field])} != ${count}`)
    }
  }

  /** The seed's invoice periods the people moved or edited: last accepted write wins. */
  checkProjection(before: Map<number, Facts>): number {
    let writes = 0
    for (const [key, ops] of this.byEntity) {
      if (!key.startsWith('projectionItems:')) continue
      const id = Number(key.slice(key.indexOf(':') + 1))
      const start = before.get(id)
      if (!start) {
        this.problems.push(`${key}: written but not in the seed`)
        continue
      }
      const changing = this.chain(ops, start.version, key)
      writes += changing.length
      const state: State = {
        invoiceDate: start.invoiceDate,
        amount: start.amount,
        remarks: start.remarks,
      }
      for (const { op, answer } of changing) {
        if (op.type === 'projection.move') {
          state.invoiceDate = (answer as { invoiceDate: string }).invoiceDate
        } else {
          state.invoiceDate = op.args.invoiceDate
          state.amount = Math.round(op.args.amount as number)
          state.remarks = op.args.remarks
        }
      }
      this.compare(
        'projectionItems',
        id,
        { ...state, version: start.version + changing.length },
        key,
      )
    }
    return writes
  }
}
