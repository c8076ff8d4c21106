/**
 * One of the account's list tables (Sales visit, Proposal, Team Proposal): the title with "as of",
 * the search (1 s after typing, or Enter), the period range picker, Export to excel, the table and
 * its pages of 5. The table's whole range is one answer kept on the device (pulled once per
 * range: accountViews.ts); the search and the paging run here on that answer, so both work
 * offline and the table never waits for the network. Stable hooks: `data-account-table` (with
 * `data-total`, the rows matching) on the section.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import type { Paged } from '../../contract/common.ts'
import type { Route } from '../../contract/route.ts'
import { ListTable } from '../../ui/ListTable.tsx'
import { Pager, SearchField, useDebouncedSearch } from '../clients/index.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { ExportButton, HeldAnswerNotice, noticeKind, useHeldAnswer } from '../reports/index.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { localPage, rowNumber } from './accountLists.ts'
import {
  ACCOUNT_PAGE_SIZE,
  defaultAccountRange,
  rangeInOrder,
  type DateRange,
} from '../../entities/reports/accountViews.ts'
import { PeriodRangeFields } from './PeriodRangeFields.tsx'

export interface AccountListPanelProps<T> {
  /** The section's hook and the heading's id ('visits'). */
  id: string
  title: string
  /** What the rows are, in the plural ('sales visits'). */
  what: string
  userId: number
  route: Route<unknown, unknown, Paged<T>, unknown>
  /** The path of the range's whole answer. */
  pathOf: (range: DateRange) => string
  matches: (row: T, search: string) => boolean
  headers: readonly string[]
  rowKey: (row: T) => number
  /** The cells of a row after its No. */
  cells: (row: T) => ReactNode
  /** Makes the table's workbook: its range and search. */
  onExport: (range: DateRange, search: string) => Promise<unknown>
  /** Shown under the table (e.g. a row's dialog). */
  children?: ReactNode
}

const noCell = 'py-2.5 pr-3 text-slate-500 tabular-nums'

export function AccountListPanel<T>(props: AccountListPanelProps<T>) {
  const { id, title, what, userId, route, pathOf, matches, headers, rowKey, cells } = props
  const [fallback] = useState(() => defaultAccountRange(new Date()))
  /** What the fields show; `range` is the last one in order, which the table shows. */
  const [draft, setDraft] = useState(fallback)
  const [range, setRange] = useState(fallback)
  const [page, setPage] = useState(1)
  const firstPage = useCallback(() => setPage(1), [])
  const { text, search, setText, onKeyDown } = useDebouncedSearch(firstPage)
  const offline = useOffline()
  const state = useHeldAnswer<Paged<T>>(route, userId, pathOf(range))
  const notice = noticeKind(state, offline)
  const answer = state.held?.body ?? null
  const shown = useMemo(
    () => localPage(answer?.items ?? [], matches, search, page),
    [answer, matches, search, page],
  )
  const cut = answer !== null && answer.info.total > answer.items.length
  const titleId = `account-${id}`
  return (
    <section
      aria-labelledby={titleId}
      data-account-table={id}
      data-total={notice ? undefined : shown.total}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <AsOfNote fetchedAt={state.held?.fetchedAt} offline={offline} pull={state} />
      </header>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SearchField
          label={`Search ${what}`}
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
        />
        <PeriodRangeFields
          value={draft}
          onChange={(next) => {
            setDraft(next)
            if (!rangeInOrder(next)) return
            setRange(next)
            setPage(1)
          }}
        />
        <div className="ml-auto">
          <ExportButton run={() => props.onExport(range, search)} />
        </div>
      </div>
      {notice ? (
        <HeldAnswerNotice
          className="mt-4"
          kind={notice}
          what={`${what} of this period`}
          onRetry={state.refresh}
        />
      ) : (
        <>
          <ListTable
            headers={['No', ...headers]}
            rows={shown.rows}
            rowKey={rowKey}
            loadingText={`Loading ${what}…`}
            emptyText={search ? `No ${what} match this search.` : `No ${what} in this period.`}
            testId={`${id}-table`}
            rowTestId={`${id}-row`}
            cells={(row) => (
              <>
                <td className={noCell}>{rowNumber(shown.page, shown.rows.indexOf(row))}</td>
                {cells(row)}
              </>
            )}
          />
          <Pager
            label={`${title} pages`}
            page={shown.page}
            pages={shown.pages}
            total={shown.total}
            perPage={ACCOUNT_PAGE_SIZE}
            onPage={setPage}
          />
          {cut && (
            <p className="mt-2 text-xs text-slate-500" role="note">
              The newest {answer.items.length} of {answer.info.total} {what} are shown and searched.
              Choose a shorter period to see the others.
            </p>
          )}
        </>
      )}
      {props.children}
    </section>
  )
}
