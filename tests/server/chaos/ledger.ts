/** What the simulated people did and what the engines reported, for the model check at the end. */
import type { OutboxOp } from '../../../src/store/outbox.ts'
import type { SyncEvent } from '../../../src/sync/events.ts'
import type { SentWrite } from './faultyTransport.ts'

export interface AppliedOp {
  device: string
  /** The op as it was sent (its base version is the If-Match of that request). */
  op: OutboxOp
  answer: unknown
  serverId?: number
  order: number
}

export class Ledger {
  readonly created = new Map<string, { device: string; op: OutboxOp }>()
  readonly applied = new Map<string, AppliedOp>()
  readonly dropped = new Map<string, { device: string; resolution: string }>()
  /** Versions each device may send as If-Match for an entity: seen in its own answers or kept. */
  readonly knownVersions = new Map<string, Set<number>>()
  readonly appliedTwice: string[] = []
  /** The last answer that stopped each op for a person: `conflict 412`, `failed 400`. */
  readonly stops = new Map<string, string>()
  readonly errors: unknown[] = []
  /** Conflicts that reached a person (the engine's conflict events). */
  conflicts = 0
  /** 409/412 answers the engine merged by itself (the server had changed other fields). */
  merges = 0
  failures = 0
  pauses = 0
  decisions = { keepMine: 0, takeTheirs: 0, retry: 0, discard: 0 }
  private order = 0

  private know(device: string, entityKey: string, version: unknown): void {
    if (typeof version !== 'number') return
    const key = `${device}|${entityKey}`
    if (!this.knownVersions.has(key)) this.knownVersions.set(key, new Set())
    this.knownVersions.get(key)!.add(version)
  }

  mayHaveSent(device: string, entityKey: string, version: number): boolean {
    return this.knownVersions.get(`${device}|${entityKey}`)?.has(version) ?? false
  }

  record(device: string, event: SyncEvent): void {
    switch (event.type) {
      case 'applied': {
        const opId = event.op.opId
        if (this.applied.has(opId)) this.appliedTwice.push(opId)
        this.applied.set(opId, {
          device,
          op: event.op,
          answer: event.answer,
          ...(event.serverId !== undefined ? { serverId: event.serverId } : {}),
          order: this.order++,
        })
        const entity =
          event.serverId !== undefined
            ? `${event.op.entity.table}:${event.serverId}`
            : event.op.entityKey
        this.know(device, entity, (event.answer as { version?: unknown } | null)?.version)
        break
      }
      case 'conflict':
        this.conflicts++
        this.stops.set(event.op.opId, `conflict ${event.op.lastStatus}`)
        break
      case 'merged':
        this.merges++
        // The rebased op is sent on the server's version its answer carried.
        this.know(device, event.op.entityKey, event.op.base.version)
        break
      case 'failed':
        this.failures++
        this.stops.set(event.op.opId, `failed ${event.op.lastStatus}`)
        break
      case 'resolved':
        this.decisions[event.resolution]++
        for (const op of event.dropped) {
          this.dropped.set(op.opId, { device, resolution: event.resolution })
        }
        if (event.resolution === 'keepMine') {
          this.know(device, event.op.entityKey, event.op.base.version)
        }
        break
      case 'paused':
        this.pauses++
        break
      case 'error':
        this.errors.push(event.error)
        break
      default:
        break
    }
  }
}

/** Moments of a run, from performance.now(). */
export interface RunClock {
  started: number
  serverUp: number
  worked: number
  converged: number
}

/** The figures every run logs beside its own: what became of the ops, restarts and timings. */
export function runFigures(
  seed: number,
  ledger: Ledger,
  run: { appRestarts: number; serverRestarts: number; convergeRounds: number; clock: RunClock },
): Record<string, unknown> {
  const { clock } = run
  return {
    seed,
    ops: ledger.created.size,
    applied: ledger.applied.size,
    dropped: ledger.dropped.size,
    conflicts: ledger.conflicts,
    merged: ledger.merges,
    /** Of every 409/412 the server answered, the share a person had to decide. */
    conflictsToUser: `${ledger.conflicts} of ${ledger.conflicts + ledger.merges} (${ledger.created.size} ops)`,
    failures: ledger.failures,
    decisions: ledger.decisions,
    appRestarts: run.appRestarts,
    serverRestarts: run.serverRestarts,
    pauses: ledger.pauses,
    convergeRounds: run.convergeRounds,
    ms: {
      serverStart: Math.round(clock.serverUp - clock.started),
      work: Math.round(clock.worked - clock.serverUp),
      converge: Math.round(clock.converged - clock.worked),
    },
  }
}

/** What became of one op: applied (with its answer's version), dropped (with the decision and the answer that stopped it), or neither. */
function fateOf(ledger: Ledger, opId: string): string {
  const stop = ledger.stops.get(opId)
  const dropped = ledger.dropped.get(opId)
  const applied = ledger.applied.get(opId)
  if (applied) {
    const version = (applied.answer as { version?: unknown } | null)?.version
    return typeof version === 'number' ? `applied as v${version}` : 'applied'
  }
  if (dropped) return `dropped (${dropped.resolution}${stop ? ` after ${stop}` : ''})`
  return `not applied${stop ? ` (${stop})` : ''}`
}

/**
 * What became of every op of the given types. Printed when a type was never accepted, to say why.
 */
export function fates(ledger: Ledger, types: readonly string[]): string[] {
  const wanted = new Set(types)
  return [...ledger.created.entries()]
    .filter(([, { op }]) => wanted.has(op.type))
    .map(
      ([opId, { device, op }]) => `${device} ${op.type} ${op.entityKey}: ${fateOf(ledger, opId)}`,
    )
}

/** A write a device's network delivered, and which device. */
export type DeliveredWrite = SentWrite & { device: string }

/**
 * The story of an entity whose server row its accepted writes do not explain: every op made on it
 * (under its temporary or its server key), with its fate and each delivery of it with the
 * server's answer.
 */
export function entityStory(
  ledger: Ledger,
  writes: readonly DeliveredWrite[],
  entity: { label: string; keys: readonly string[] },
): string[] {
  const keys = new Set(entity.keys)
  const lines = [`${entity.label} (${entity.keys.join(', ')}):`]
  for (const [opId, { device, op }] of ledger.created) {
    if (!keys.has(op.entityKey)) continue
    const sends = writes
      .filter((write) => write.opId === opId)
      .map((write) => {
        const answer =
          write.status === undefined
            ? (write.error ?? 'no answer')
            : `${write.status}${write.version === undefined ? '' : ` v${write.version}`}`
        return `${write.device} If-Match ${write.ifMatch ?? '-'} -> ${answer}${write.fault ? ` [${write.fault}]` : ''}`
      })
    lines.push(
      `  ${device} ${op.type} ${opId} made on v${op.base.version ?? '-'}: ${fateOf(ledger, opId)}; ` +
        `sent ${sends.length === 0 ? 'never' : sends.join(' | ')}`,
    )
  }
  return lines
}
