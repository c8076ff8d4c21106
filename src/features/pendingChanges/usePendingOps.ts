import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../store/db.ts'
import { dealNames } from '../../store/deals.ts'
import { userOps } from '../../sync/drain.ts'
import { describeOps, type OpView } from '../../sync/syncState.ts'
import { describeOp } from '../sync/describeOp.ts'

export interface PendingOps {
  ops: OpView[]
  dealNames: ReadonlyMap<number, string>
}

/** The user's unsettled ops (seq order, with what each waits behind) and the names of their deals. */
export function usePendingOps(userId: number): PendingOps | undefined {
  return useLiveQuery(async () => {
    const ops = await userOps(db, userId)
    const ids = ops.flatMap((op) => {
      const dealId = describeOp(op).dealId
      return dealId === null ? [] : [dealId]
    })
    return { ops: describeOps(ops), dealNames: await dealNames(db, ids) }
  }, [userId])
}
