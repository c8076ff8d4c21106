import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardSyncMark } from '../../../src/features/pipeline/CardSyncMark.tsx'
import { markSynced, useSuccessMark } from '../../../src/features/pipeline/successMarks.ts'
import { MERGED_MARK_LABEL } from '../../../src/app/sync/syncMarkLabel.ts'

const mark = (justSynced: boolean, merged?: boolean) =>
  renderToStaticMarkup(
    <CardSyncMark
      sync="synced"
      justSynced={justSynced}
      {...(merged === undefined ? {} : { merged })}
      dealName="ERP rollout"
      onOpen={() => undefined}
    />,
  )

function MarkOf({ dealId }: { dealId: number }) {
  return <span>{useSuccessMark(dealId) ?? 'none'}</span>
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the card mark of a change merged with one made on the server', () => {
  it('reads "merged" instead of the plain check, for the same brief time', () => {
    const merged = mark(true, true)
    expect(merged).toContain('data-testid="card-merged-mark"')
    expect(merged).toContain(`aria-label="${MERGED_MARK_LABEL}"`)
    expect(merged).toContain('merged')
    expect(merged).not.toContain('card-synced-mark')
    expect(mark(true)).toContain('data-testid="card-synced-mark"')
    expect(mark(false, true)).toBe('')
  })

  it('keeps the kind of mark per deal until it is over', () => {
    vi.useFakeTimers()
    markSynced(41, 2_000, 'merged')
    markSynced(42, 2_000)
    expect(renderToStaticMarkup(<MarkOf dealId={41} />)).toBe('<span>merged</span>')
    expect(renderToStaticMarkup(<MarkOf dealId={42} />)).toBe('<span>synced</span>')
    vi.advanceTimersByTime(2_001)
    expect(renderToStaticMarkup(<MarkOf dealId={41} />)).toBe('<span>none</span>')
  })
})
