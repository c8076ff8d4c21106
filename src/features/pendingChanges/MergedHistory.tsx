/**
 * The history of Pending changes: the user's changes the server had changed other fields of
 * meanwhile, sent again on its version without asking (src/sync/mergeHistory.ts), newest first.
 * The spec has no text for them.
 */
import { momentText } from '../../domain/relativeTime.ts'
import { db } from '../../entities/db.ts'
import { useLiveQuery } from '../../store/liveQuery.ts'
import { readMergeHistory } from '../../sync/mergeHistory.ts'
import { describeOp, unnamedSubject } from '../../app/sync/describeOp.ts'
import { useOpTypesReady } from '../sync/index.ts'
import { readOpSubjects } from './opSubjects.ts'

interface MergedHistoryProps {
  userId: number
  now: number
}

export function MergedHistory({ userId, now }: MergedHistoryProps) {
  const history = useLiveQuery(async () => {
    const lines = await readMergeHistory(db, userId)
    const subjects = await readOpSubjects(
      db,
      lines.map((line) => line.op),
    )
    return { lines, subjects }
  }, [userId])
  // An op is named by its type's label, which loads with the op types (after the first screen).
  const typed = useOpTypesReady()
  if (!typed || !history || history.lines.length === 0) return null
  return (
    <section aria-labelledby="merged-title" className="mt-8">
      <h3 id="merged-title" className="text-sm font-semibold text-slate-700">
        Merged by themselves
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">
        Someone changed other fields on the server meanwhile: your change was sent on top of theirs.
      </p>
      <ol className="mt-3 space-y-2" data-testid="merged-history">
        {history.lines.map(({ at, op }) => (
          <li
            key={`${op.opId}@${at}`}
            className="rounded-xl bg-white px-4 py-2.5 text-sm ring-1 ring-slate-200"
            data-op-id={op.opId}
          >
            <span className="font-medium text-slate-900">{describeOp(op).action}</span>
            <span className="text-slate-500"> · </span>
            <span className="text-slate-700">
              {history.subjects.get(op.opId) ?? unnamedSubject(op.entity.table)}
            </span>
            <span className="text-slate-500"> · merged {momentText(at, now)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
