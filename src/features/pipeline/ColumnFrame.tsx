/**
 * The frame of a board column (a stage, a month): a drop target with its name, the value and
 * count of its cards, and the cards windowed (only those in view are rendered).
 */
import type { ReactNode } from 'react'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { VirtualList } from '../../ui/VirtualList.tsx'
import { FILLING_TEXT } from './boardFilling.ts'

interface ColumnFrameProps {
  dropRef: (node: HTMLElement | null) => void
  isOver: boolean
  headingId: string
  name: string
  total: number
  count: number
  /** The list is still being filled (boardFilling.ts): its value and count would be part of it. */
  filling?: boolean
  /** What the cards are, in the plural: 'deals', 'projected invoices'. */
  noun: string
  rowHeight: number
  renderRow: (index: number) => ReactNode
  /** A card to bring into view, by its index in the column. */
  scrollToIndex?: number | null
  /** The column's stable data- attributes. */
  hooks: Readonly<Record<`data-${string}`, string | number>>
}

export function ColumnFrame(props: ColumnFrameProps) {
  const { dropRef, isOver, headingId, name, total, count, filling, noun, rowHeight, renderRow } =
    props
  return (
    <section
      ref={dropRef}
      {...props.hooks}
      aria-labelledby={headingId}
      className={`flex min-h-0 min-w-0 flex-col rounded-2xl ring-1 transition-colors ring-inset ${
        isOver ? 'bg-brand-50 ring-brand-600/40' : 'bg-slate-100/70 ring-slate-200'
      }`}
    >
      <header className="px-3 pt-3 pb-2">
        <h3
          id={headingId}
          className="truncate text-[13px] font-semibold text-slate-800"
          title={name}
        >
          {name}
        </h3>
        <p className="mt-0.5 flex items-center justify-between gap-2 text-xs text-slate-600 tabular-nums">
          <span className="truncate" data-column-total>
            {filling ? FILLING_TEXT : withIdrSymbol(formatTotalAmount(total))}
          </span>
          <span
            className="shrink-0 rounded-full bg-white px-1.5 text-[11px] font-medium text-slate-600 ring-1 ring-slate-200"
            aria-label={filling ? `Counting ${noun}` : `${count} ${noun}`}
          >
            {filling ? FILLING_TEXT : count}
          </span>
        </p>
      </header>
      {count === 0 ? (
        <p className="mx-2 mb-2 flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-400">
          No {noun}
        </p>
      ) : (
        <VirtualList
          className="min-h-0 flex-1 px-2 pt-1"
          count={count}
          rowHeight={rowHeight}
          renderRow={renderRow}
          scrollToIndex={props.scrollToIndex}
          aria-label={`${name} ${noun}`}
        />
      )}
    </section>
  )
}
