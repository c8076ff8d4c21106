/**
 * The model the server must equal after convergence: its starting state with every accepted op
 * applied once, in the version order the server gave them. With If-Match on every deal and status
 * write, accepted ops that changed an entity form an unbroken chain of versions: a silent
 * overwrite (a write on a stale version) or a double application would break it.
 */
import { stageForProbability, stageProbability } from '../../../src/domain/stages.ts'
import type { Db } from '../../../src/server/db/db.ts'
import { STATE_BY_CODE } from '../../../src/entities/deals/dealOps.ts'
import type { AppliedOp, Ledger } from './ledger.ts'

export interface DealFacts {
  stage: number
  probability: number
  state: string
  version: number
}

export interface StatusFacts {
  dealId: number
  status: string
  version: number
}

export interface ServerFacts {
  deals: Map<number, DealFacts>
  /** Journal entries of the stage and probability kinds, per deal. */
  journal: Map<number, number>
  statuses: Map<number, StatusFacts>
}

export async function readServer(db: Db): Promise<ServerFacts> {
  const deals = await db.query<DealFacts & { id: number }>(
    'SELECT id, stage, probability, state, version FROM deals',
  )
  const journal = await db.query<{ deal_id: number; count: number }>(
    `SELECT deal_id, count(*)::int AS count FROM deal_journal
      WHERE type IN ('stage', 'prob') GROUP BY deal_id`,
  )
  const statuses = await db.query<StatusFacts & { id: number }>(
    'SELECT id, deal_id AS "dealId", status, version FROM status_updates',
  )
  return {
    deals: new Map(deals.map(({ id, ...facts }) => [id, facts])),
    journal: new Map(journal.map((row) => [row.deal_id, row.count])),
    statuses: new Map(statuses.map(({ id, ...facts }) => [id, facts])),
  }
}

const versionOf = (answer: unknown): number | undefined => {
  const version = (answer as { version?: unknown } | null)?.version
  return typeof version === 'number' ? version : undefined
}

/** Accepted writes that changed the entity (version + 1), checked to form one chain from `start`. */
function chain(ops: AppliedOp[], start: number, label: string, problems: string[]): AppliedOp[] {
  const changing: AppliedOp[] = []
  for (const applied of ops) {
    const sent = applied.op.base.version
    const answered = versionOf(applied.answer)
    if (sent === null || answered === undefined) {
      problems.push(`${label}: ${applied.op.type} ${applied.op.opId} sent without If-Match`)
    } else if (answered === sent + 1) changing.push(applied)
    else if (answered !== sent) {
      problems.push(`${label}: ${applied.op.opId} sent on ${sent} answered ${answered}`)
    }
  }
  changing.sort((a, b) => versionOf(a.answer)! - versionOf(b.answer)!)
  changing.forEach((applied, index) => {
    if (versionOf(applied.answer) !== start + index + 1) {
      problems.push(`${label}: version chain broken at ${applied.op.opId}`)
    }
  })
  return changing
}

export interface ModelReport {
  problems: string[]
  dealWrites: number
  statusWrites: number
}

export function checkModel(before: ServerFacts, after: ServerFacts, ledger: Ledger): ModelReport {
  const problems: string[] = []
  const applied = [...ledger.applied.values()]

  // Deals ---------------------------------------------------------------------------------
  const byDeal = new Map<number, AppliedOp[]>()
  for (const entry of applied.filter((found) => found.op.entity.table === 'deals')) {
    const dealId = entry.op.entity.id
    byDeal.set(dealId, [...(byDeal.get(dealId) ?? []), entry])
  }
  let dealWrites = 0
  for (const [dealId, start] of before.deals) {
    const label = `deal ${dealId}`
    const changing = chain(byDeal.get(dealId) ?? [], start.version, label, problems)
    dealWrites += changing.length
    const expected = { ...start, version: start.version + changing.length }
    for (const { op } of changing) {
      const args = op.args as { stage?: number; probability?: number; code?: 2 | 3 | 4 }
      if (op.type === 'deal.moveStage') {
        expected.stage = args.stage!
        expected.probability = stageProbability(args.stage!)
      } else if (op.type === 'deal.setProbability') {
        expected.probability = args.probability!
        expected.stage = stageForProbability(args.probability!)
      } else if (op.type === 'deal.setState') expected.state = STATE_BY_CODE[args.code!]
    }
    const actual = after.deals.get(dealId)
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(
        `${label}: server ${JSON.stringify(actual)} != model ${JSON.stringify(expected)}`,
      )
    }
    const journalAdded = (after.journal.get(dealId) ?? 0) - (before.journal.get(dealId) ?? 0)
    if (journalAdded !== changing.length) {
      problems.push(
        `${label}: ${journalAdded} journal entries for ${changing.length} accepted changes`,
      )
    }
  }

  // Status updates --------------------------------------------------------------------------
  const statusId = (entry: AppliedOp) => entry.serverId ?? entry.op.entity.id
  const byStatus = new Map<number, AppliedOp[]>()
  for (const entry of applied.filter((found) => found.op.entity.table === 'statusUpdates')) {
    byStatus.set(statusId(entry), [...(byStatus.get(statusId(entry)) ?? []), entry])
  }
  let statusWrites = 0
  const expectedStatuses = new Map(before.statuses)
  for (const [id, entries] of byStatus) {
    const label = `status ${id}`
    const create = entries.find((entry) => entry.op.type === 'status.create')
    const known = before.statuses.get(id)
    if (!create && !known) {
      problems.push(`${label}: written but neither seeded nor created`)
      continue
    }
    let facts: StatusFacts | undefined = create
      ? {
          dealId: create.op.args.dealId as number,
          status: create.op.args.status as string,
          version: versionOf(create.answer) ?? 1,
        }
      : known
    statusWrites += create ? 1 : 0
    const updates = entries.filter((entry) => entry.op.type === 'status.update')
    const changing = chain(updates, facts!.version, label, problems)
    statusWrites += changing.length
    for (const { op } of changing) {
      facts = { ...facts!, status: op.args.status as string, version: facts!.version + 1 }
    }
    const deleted = entries.find(
      (entry) =>
        entry.op.type === 'status.delete' &&
        typeof (entry.answer as { dealId?: unknown } | null)?.dealId === 'number',
    )
    if (deleted && deleted.op.base.version !== facts!.version) {
      problems.push(`${label}: deleted on version ${deleted.op.base.version} of ${facts!.version}`)
    }
    if (deleted) {
      statusWrites++
      expectedStatuses.delete(id)
    } else expectedStatuses.set(id, facts!)
  }
  if (after.statuses.size !== expectedStatuses.size) {
    problems.push(
      `status updates: server has ${after.statuses.size}, model ${expectedStatuses.size}`,
    )
  }
  for (const [id, facts] of expectedStatuses) {
    const actual = after.statuses.get(id)
    if (JSON.stringify(actual) !== JSON.stringify(facts)) {
      problems.push(
        `status ${id}: server ${JSON.stringify(actual)} != model ${JSON.stringify(facts)}`,
      )
    }
  }
  return { problems, dealWrites, statusWrites }
}

/** Every op made was accepted once or dropped by a person's decision; none was both. */
export function checkNothingLost(ledger: Ledger): string[] {
  const problems: string[] = []
  for (const [opId, { device, op }] of ledger.created) {
    const applied = ledger.applied.has(opId)
    const dropped = ledger.dropped.has(opId)
    if (applied === dropped) {
      problems.push(`${device} ${op.type} ${opId}: ${applied ? 'applied and dropped' : 'lost'}`)
    }
  }
  for (const opId of ledger.appliedTwice) problems.push(`${opId} applied twice`)
  return problems
}

/**
 * No silent overwrite: every If-Match a device sent for an entity is the version its op was made
 * on, or one that device saw accepted for that entity, or one its person chose with keep mine.
 */
export function checkBaseVersions(ledger: Ledger): string[] {
  const problems: string[] = []
  for (const [opId, entry] of ledger.applied) {
    const sent = entry.op.base.version
    const created = ledger.created.get(opId)
    if (sent === null || entry.op.type === 'status.create' || !created) continue
    const madeOn = created.op.base.version
    if (sent !== madeOn && !ledger.mayHaveSent(entry.device, entry.op.entityKey, sent)) {
      problems.push(`${entry.device} ${entry.op.type} ${opId}: made on ${madeOn}, sent on ${sent}`)
    }
  }
  return problems
}
