/**
 * A scrolling list of fixed-height rows that renders only the rows in view (plus a few around):
 * a column of thousands of cards costs what a screenful costs. No dependency: rows have one
 * height, so the window is arithmetic.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

interface VirtualListProps {
  count: number
  /** Height of a row including the gap below it, in px. */
  rowHeight: number
  renderRow: (index: number) => ReactNode
  /** Rows rendered beyond each edge of the view. */
  overscan?: number
  /** A row to bring into view (e.g. the card just saved); each new value scrolls once. */
  scrollToIndex?: number | null
  className?: string
  'aria-label'?: string
}

interface Window {
  first: number
  last: number
}

function windowOf(
  scrollTop: number,
  height: number,
  props: VirtualListProps,
  overscan: number,
): Window {
  const first = Math.max(0, Math.floor(scrollTop / props.rowHeight) - overscan)
  const last = Math.min(props.count, Math.ceil((scrollTop + height) / props.rowHeight) + overscan)
  return { first, last }
}

// Before the first measurement, assume the window's height (a list is never taller), so the
// first paint is never empty and draws few rows the measurement then takes away.
const FIRST_GUESS_HEIGHT = 1200
const firstGuessHeight = (): number =>
  typeof window === 'undefined' ? FIRST_GUESS_HEIGHT : window.innerHeight || FIRST_GUESS_HEIGHT

export function VirtualList(props: VirtualListProps) {
  const { count, rowHeight, renderRow, className = '' } = props
  const scroller = useRef<HTMLDivElement>(null)
  const [view, setView] = useState(() => ({ top: 0, height: firstGuessHeight() }))
  // The first paint draws only the rows in view (a board's first paint lays out five columns of
  // them); the rows around follow in the next frame, before anyone can scroll.
  const [painted, setPainted] = useState(false)
  const overscan = painted ? (props.overscan ?? 4) : 0
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true))
    return () => cancelAnimationFrame(frame)
  }, [])

  useLayoutEffect(() => {
    const node = scroller.current
    if (!node) return
    // A measurement equal to the last one draws nothing again.
    const measure = () =>
      setView((before) =>
        before.top === node.scrollTop && before.height === node.clientHeight
          ? before
          : { top: node.scrollTop, height: node.clientHeight },
      )
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  const { scrollToIndex } = props
  useLayoutEffect(() => {
    const node = scroller.current
    if (!node || scrollToIndex === null || scrollToIndex === undefined || scrollToIndex < 0) return
    const top = scrollToIndex * rowHeight
    if (top >= node.scrollTop && top + rowHeight <= node.scrollTop + node.clientHeight) return
    node.scrollTop = Math.max(0, top - rowHeight)
    setView({ top: node.scrollTop, height: node.clientHeight })
  }, [scrollToIndex, rowHeight])

  const { first, last } = windowOf(view.top, view.height, props, overscan)
  const rows: ReactNode[] = []
  for (let index = first; index < last; index++) rows.push(renderRow(index))

  return (
    <div
      ref={scroller}
      className={`overflow-y-auto overscroll-contain ${className}`}
      // Focusable, so the keyboard can scroll to rows not rendered yet.
      tabIndex={0}
      role="group"
      aria-label={props['aria-label']}
      onScroll={(event) => {
        const { scrollTop, clientHeight } = event.currentTarget
        const next = windowOf(scrollTop, clientHeight, props, overscan)
        if (next.first !== first || next.last !== last)
          setView({ top: scrollTop, height: clientHeight })
      }}
    >
      <div
        style={{
          height: count * rowHeight,
          paddingTop: first * rowHeight,
          boxSizing: 'border-box',
        }}
      >
        {rows}
      </div>
    </div>
  )
}
