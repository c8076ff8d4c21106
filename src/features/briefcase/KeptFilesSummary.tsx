/**
 * The files line of "Available offline": how many files the device keeps and their size against
 * the budget, the files fill's own progress, and why files are missing (budget, failure); and the
 * budget itself, which the person may change (a lower one evicts at once, least recently opened
 * first; a higher one fills at the next pass).
 */
import { db } from '../../entities/db.ts'
import { evictOverBudget } from '../../entities/documents/fillKeptFiles.ts'
import { FILES_BUDGET_CHOICES, writeFilesBudget } from '../../entities/documents/filesBudget.ts'
import { readKeptFilesSummary } from '../../entities/documents/keptFileReads.ts'
import { KEPT_FILE_TEXTS, megabytesText } from '../../entities/documents/keptFileTexts.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { useLiveQuery } from '../../store/liveQuery.ts'
import { CheckCircleIcon } from '../../ui/icons.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { fillKeptFilesSoon } from './keptFilesRunner.ts'

/** The choices, with a budget set otherwise (an older choice) among them. */
const budgetOptions = (current: number) =>
  [...new Set([...FILES_BUDGET_CHOICES, current])]
    .filter((bytes) => bytes > 0)
    .sort((a, b) => a - b)
    .map((bytes) => ({ value: bytes, label: megabytesText(bytes) }))

async function changeBudget(bytes: number): Promise<void> {
  await writeFilesBudget(db, bytes)
  await evictOverBudget(db, bytes)
  void fillKeptFilesSoon()
}

export function KeptFilesSummary() {
  const userId = useSession()?.profile.id
  const summary = useLiveQuery(() => readKeptFilesSummary(db), [])
  if (!summary) return null
  const state = summary.state?.userId === userId ? summary.state : undefined
  return (
    <div
      className="mt-3 flex items-start gap-3 rounded-2xl bg-white px-4 py-2.5 text-sm ring-1 ring-slate-200"
      data-kept-files
    >
      <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      <div className="min-w-0">
        <p className="font-medium text-slate-800" data-kept-files-summary>
          {KEPT_FILE_TEXTS.summary(summary.files, summary.bytes, summary.budget)}
        </p>
        {state?.run && (
          <p className="text-slate-500">
            {KEPT_FILE_TEXTS.filling(state.run.done, state.run.total)}
          </p>
        )}
        {!state?.run && state?.atBudget && (
          <p className="text-amber-800">{KEPT_FILE_TEXTS.atBudget}</p>
        )}
        {state?.error !== undefined && (
          <p className="text-xs text-red-700">{KEPT_FILE_TEXTS.failed(state.error)}</p>
        )}
      </div>
      <div className="ml-auto w-56 shrink-0" data-files-budget>
        <SelectField
          label={KEPT_FILE_TEXTS.budgetLabel}
          value={summary.budget}
          allLabel={KEPT_FILE_TEXTS.noFiles}
          options={budgetOptions(summary.budget)}
          onChange={(bytes) => void changeBudget(bytes)}
        />
      </div>
    </div>
  )
}
