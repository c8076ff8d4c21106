import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../store/db.ts'
import { userOps } from '../../sync/drain.ts'
import { describeOps, type OpView } from '../../sync/syncState.ts'
import { readOpSubjects } from './opSubjects.ts'

export interface PendingOps {
  ops: OpView[]
  /** What each op is about, by name, by opId. */
  subjects: ReadonlyMap<string, string>
}

/** The user's unsettled ops (seq order, with what each waits behind) and what each is about. */
export function usePendingOps(userId: number): PendingOps | undefined {
  return useLiveQuery(async () => {
    const ops = await userOps(db, userId)
    return { ops: describeOps(ops), subjects: await readOpSubjects(db, ops) }
  }, [userId])
}
