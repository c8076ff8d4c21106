/**
 * The Pending changes screen's reads: the user's unsettled ops from the sync engine's outbox view
 * (its mirror re-reads only the ops a commit touched), and what each is about, read from the rows
 * they name: again only when ops come or go (or those rows change), not when an op's state does.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo, useState } from 'react'
import { db } from '../../entities/db.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { describeOps, type OpView } from '../../sync/outboxOrder.ts'
import { useOpTypesReady, useUserOps } from '../sync/index.ts'
import { readOpSubjects } from './opSubjects.ts'

export interface PendingOps {
  ops: OpView[]
  /** What each op is about, by name, by opId. */
  subjects: ReadonlyMap<string, string>
}

const NO_SUBJECTS: ReadonlyMap<string, string> = new Map()

/** The user's unsettled ops (seq order, with what each waits behind) and what each is about. */
export function usePendingOps(): PendingOps | undefined {
  const ops = useUserOps()
  const typed = useOpTypesReady()
  // The ops as their subjects are read from them: by id and entity (a create settled elsewhere
  // moves its later ops to the server id), not by state.
  const named = ops?.map((op) => `${op.opId}@${op.entityKey}`).join(',')
  const [listed, setListed] = useState<{ named: string; ops: readonly OutboxOp[] } | null>(null)
  if (ops && named !== undefined && listed?.named !== named) setListed({ named, ops })
  const subjects = useLiveQuery(
    () => (listed ? readOpSubjects(db, listed.ops) : undefined),
    [listed],
  )
  return useMemo(
    () => (ops && typed ? { ops: describeOps(ops), subjects: subjects ?? NO_SUBJECTS } : undefined),
    [ops, typed, subjects],
  )
}
