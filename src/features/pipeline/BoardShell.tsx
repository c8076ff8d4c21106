/**
 * What a board screen shows around its board (the pipeline, the projection deal board): the
 * filter and "as of" row, a placeholder while the filter's cards are not on the device, a note
 * when the filter matches nothing, and the footer.
 */
import type { ReactNode } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import type { PullState } from '../sync/index.ts'
import { BoardPlaceholder, placeholderKind } from './BoardPlaceholder.tsx'
import { BoardToolbar } from './BoardToolbar.tsx'

interface BoardShellProps {
  filter: PipelineFilter
  onFilterChange: (filter: PipelineFilter) => void
  /** The filter's pulled list: undefined while it is read, null when never pulled here. */
  list: { fetchedAt: number | undefined } | null | undefined
  pull: PullState
  /** How many cards the board holds; undefined while the board is not built. */
  count: number | undefined
  noMatchText: string
  /** The placeholder's column headings (default: the five stages). */
  columnNames?: readonly string[]
  footer: ReactNode
  /** The board itself, shown once its cards are on the device. */
  children: ReactNode
}

export function BoardShell(props: BoardShellProps) {
  const { filter, onFilterChange, list, pull, count, noMatchText, columnNames, footer } = props
  const offline = useOffline()
  const placeholder = placeholderKind(list, offline, pull.failed)
  return (
    <>
      <BoardToolbar
        filter={filter}
        onFilterChange={onFilterChange}
        fetchedAt={list?.fetchedAt}
        offline={offline}
        pull={pull}
      />
      {placeholder || count === undefined ? (
        <BoardPlaceholder
          kind={placeholder ?? 'loading'}
          onRetry={pull.refresh}
          {...(columnNames ? { columnNames } : {})}
        />
      ) : (
        <>
          {count === 0 && (
            <p
              className="rounded-xl bg-white px-4 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200"
              role="status"
            >
              {noMatchText}
            </p>
          )}
          {props.children}
        </>
      )}
      {footer}
    </>
  )
}
