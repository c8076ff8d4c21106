import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BoardFooter } from '../../../src/features/pipeline/BoardFooter.tsx'
import { BoardFilling } from '../../../src/features/pipeline/boardFilling.ts'
import { ColumnFrame } from '../../../src/features/pipeline/ColumnFrame.tsx'
import { formatTotalAmount, withIdrSymbol } from '../../../src/domain/money.ts'

const TOTAL = 1_500_000
const shownTotal = withIdrSymbol(formatTotalAmount(TOTAL))

const column = (filling: boolean) =>
  renderToStaticMarkup(
    <ColumnFrame
      dropRef={() => {}}
      isOver={false}
      headingId="stage-1-title"
      name="Lead in"
      total={TOTAL}
      count={20}
      filling={filling}
      noun="deals"
      rowHeight={100}
      renderRow={() => null}
      hooks={{ 'data-stage': 1 }}
    />,
  )

describe('a board whose list is still being filled', () => {
  it('shows no column value or count, which would count only the first cards', () => {
    const html = column(true)
    expect(html).toContain('aria-label="Counting deals"')
    expect(html).not.toContain(shownTotal)
    expect(html).not.toContain('>20<')
    expect(html).toContain('…')
  })

  it('shows them once the list is whole', () => {
    const html = column(false)
    expect(html).toContain('aria-label="20 deals"')
    expect(html).toContain('>20<')
    expect(html).toContain(shownTotal)
    expect(html).not.toContain('…')
  })

  it('shows no total and no deal count in the footer meanwhile', () => {
    const filling = renderToStaticMarkup(
      <BoardFilling.Provider value>
        <BoardFooter total={TOTAL} count={20} />
      </BoardFilling.Provider>,
    )
    expect(filling).not.toContain('20 deals')
    expect(filling).not.toContain(shownTotal)
    const whole = renderToStaticMarkup(<BoardFooter total={TOTAL} count={20} />)
    expect(whole).toContain('20 deals')
    expect(whole).toContain(shownTotal)
    expect(whole).not.toContain('…')
  })
})
