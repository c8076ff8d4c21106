/**
 * The chain scenario's model of what is not a tagged create (chainModel.ts checks those),
 * checked against the server after convergence:
 * - every accepted document upload is stored exactly once on its deal (none for a deal deleted
 *   since), and an upload dropped by a decision at most once, only when its request left;
 * - each target written has one chain of versions (If-Match) from the version it had before the
 *   run, and holds the status and the months of its last accepted write;
 * - each person's profile has one chain of versions, and holds its last accepted save.
 */
import { targetAmounts } from '../../../src/domain/targets.ts'
import type { TargetMonthRead } from '../../../src/contract/targets.ts'
import { answeredVersion, personOf } from './chainModel.ts'
import { targetRowKey, type MoreRows } from './chainServer.ts'
import type { AppliedOp, Ledger } from './ledger.ts'

const entry = (args: Record<string, unknown>): string =>
  `${String(args.dealId)}|${String(args.documentType)}|${String(args.fileName)}`

/** A document this run uploaded: its file is named by its tag. */
const UPLOADED = /\|[a-z]+-f\d+\.pdf$/

/** Accepted writes that changed an entity, in version order, as one chain from `start`. */
function chain(ops: readonly AppliedOp[], start: number, label: string, problems: string[]) {
  const changing: AppliedOp[] = []
  for (const applied of ops) {
    const sent = applied.op.base.version
    const answered = answeredVersion(applied)
    if (sent === null || answered === undefined) {
      problems.push(`${label}: ${applied.op.type} ${applied.op.opId} without a version`)
    } else if (answered === sent + 1) changing.push(applied)
    else if (answered !== sent) {
      problems.push(`${label}: ${applied.op.opId} sent on ${sent} answered ${answered}`)
    }
  }
  changing.sort((a, b) => answeredVersion(a)! - answeredVersion(b)!)
  changing.forEach((applied, index) => {
    if (answeredVersion(applied) !== start + index + 1) {
      problems.push(`${label}: version chain broken at ${applied.op.type} ${applied.op.opId}`)
    }
  })
  return changing
}

function byEntity(ledger: Ledger, types: readonly string[]): Map<string, AppliedOp[]> {
  const grouped = new Map<string, AppliedOp[]>()
  for (const applied of ledger.applied.values()) {
    if (!types.includes(applied.op.type)) continue
    const key = applied.op.entityKey
    grouped.set(key, [...(grouped.get(key) ?? []), applied])
  }
  return grouped
}

export interface MoreReport {
  problems: string[]
  documents: number
  targetWrites: number
  profileWrites: number
}

export function checkMore(
  ledger: Ledger,
  before: MoreRows,
  after: MoreRows,
  delivered: ReadonlySet<string>,
): MoreReport {
  const problems: string[] = []

  // Documents ------------------------------------------------------------------------------
  const deletedDeals = new Set(
    [...ledger.applied.values()]
      .filter(({ op }) => op.type === 'deal.delete')
      .map(({ op }) => op.entity.id),
  )
  // By file name: each upload's is its own tag.
  const stored = new Map<string, string[]>()
  for (const each of after.documents.filter((document) => UPLOADED.test(document))) {
    const file = each.slice(each.lastIndexOf('|') + 1)
    stored.set(file, [...(stored.get(file) ?? []), each])
  }
  let documents = 0
  for (const { op } of ledger.applied.values()) {
    if (op.type !== 'deal.uploadDocument') continue
    const expected = deletedDeals.has(op.entity.id) ? [] : [entry(op.args)]
    documents += expected.length
    const file = String(op.args.fileName)
    const found = stored.get(file) ?? []
    if (JSON.stringify(found) !== JSON.stringify(expected)) {
      problems.push(
        `upload ${op.opId}: stored ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`,
      )
    }
    stored.delete(file)
  }
  // Left: uploads not accepted (dropped by a decision): at most once, and only when sent.
  const made = new Map(
    [...ledger.created.values()]
      .filter(({ op }) => op.type === 'deal.uploadDocument')
      .map(({ op }) => [String(op.args.fileName), op.opId]),
  )
  for (const [file, found] of stored) {
    const opId = made.get(file)
    const mayExist = opId !== undefined && delivered.has(opId) ? 1 : 0
    if (found.length > mayExist)
      problems.push(`document ${file}: stored ${found.length}, never accepted`)
  }

  // Targets --------------------------------------------------------------------------------
  let targetWrites = 0
  for (const [key, ops] of byEntity(ledger, ['target.save', 'target.decide'])) {
    const { type, unitId, year } = ops[0]!.op.args as { type: string; unitId: number; year: number }
    const rowKey = targetRowKey(type, unitId, year)
    const start = before.targets.get(rowKey) ?? { status: '', version: 0, items: [] }
    const changing = chain(ops, start.version, `target ${rowKey}`, problems)
    targetWrites += changing.length
    let status = start.status
    let items = start.items
    for (const { op } of changing) {
      status = op.args.status as string
      if (op.type === 'target.save') items = monthsOf(op.args.items as TargetMonthRead[])
    }
    const expected = { status, version: start.version + changing.length, items }
    const actual = after.targets.get(rowKey)
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(
        `target ${rowKey} (${key}): server ${JSON.stringify(actual)} != model ${JSON.stringify(expected)}`,
      )
    }
  }

  // Profiles -------------------------------------------------------------------------------
  let profileWrites = 0
  for (const [key, ops] of byEntity(ledger, ['profile.update'])) {
    const userId = ops[0]!.op.entity.id
    const start = before.users.get(userId)
    if (!start) {
      problems.push(`${key}: no such user before the run`)
      continue
    }
    const changing = chain(ops, start.version, key, problems)
    profileWrites += changing.length
    const last = changing[changing.length - 1]
    const expected = {
      ...(last ? personOf(last.op.args) : {}),
      version: start.version + changing.length,
    }
    const row = after.users.get(userId)
    const actual = Object.fromEntries(Object.keys(expected).map((field) => [field, row?.[field]]))
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(`${key}: server ${JSON.stringify(actual)} != model ${JSON.stringify(expected)}`)
    }
  }

  return { problems, documents, targetWrites, profileWrites }
}

/** The months a save sent, as the server keeps them: `month|kind|amount`, in its order. */
function monthsOf(items: readonly TargetMonthRead[]): string[] {
  return items
    .flatMap((row) =>
      targetAmounts(row).map((target) => ({
        month: row.month,
        kind: target.id,
        amount: Math.round(target.amount),
      })),
    )
    .sort((a, b) => a.month - b.month || a.kind - b.kind)
    .map(({ month, kind, amount }) => `${month}|${kind}|${amount}`)
}
