import 'fake-indexeddb/auto'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import type { Actor } from '../../../src/domain/permissions.ts'
import {
  boardOfFirstScreen,
  copyFor,
  firstScreenOf,
  keepUnlessOpsWait,
  readBoardFirstScreen,
  useArrivingBoard,
  useCopyUntilDrawn,
  type BoardFirstScreen,
} from '../../../src/features/pipeline/boardFirstScreen.ts'
import type { BoardModel } from '../../../src/features/pipeline/boardModel.ts'
import type { PulledList } from '../../../src/entities/deals/dealRows.ts'
import { forgetFirstScreen, offerFirstScreen } from '../../../src/sync/arrivingFirstScreens.ts'
import type { Row } from '../../../src/sync/syncDb.ts'
import { db } from '../../../src/entities/db.ts'
import { pendingOp } from '../../pendingOp.ts'
import { buildBoard } from '../../../src/features/pipeline/boardModel.ts'
import { StageColumn } from '../../../src/features/pipeline/StageColumn.tsx'
import { keepCopy } from '../../../src/store/firstScreenCopies.ts'
import { installMemoryStorage } from '../../memoryStorage.ts'
import { dealRow } from './dealRow.ts'

// The card's module reaches the app's session, which reads the page's cookies when it loads.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '' } })
})

const ADMIN: Actor = { id: 1, roleId: 1 }
const deals = [
  dealRow(1, 1, { proposalValue: 100 }),
  dealRow(2, 1, { proposalValue: 200 }),
  dealRow(3, 1, { proposalValue: 300 }),
  dealRow(4, 3, { proposalValue: 400 }),
]
const board = buildBoard(
  deals.map((deal) => deal.dealId),
  new Map(deals.map((deal) => [deal.dealId, deal])),
  new Map(),
)

let restore: () => void
beforeEach(() => ({ restore } = installMemoryStorage()))
afterEach(() => restore())

describe("the board's first-screen copy", () => {
  it("keeps each column's first cards with the whole column's count and value", () => {
    const copy = firstScreenOf(ALL_DEALS, 1_700_000_000_000, board, 2)
    const drawn = boardOfFirstScreen(JSON.parse(JSON.stringify(copy)))
    expect(drawn.count).toBe(4)
    expect(drawn.total).toBe(1_000)
    const [leadIn, , third] = drawn.columns
    expect(leadIn).toMatchObject({ ids: [1, 2], count: 3, total: 600 })
    expect(third).toMatchObject({ ids: [4], count: 1, total: 400 })
    expect(drawn.columns.map((column) => column.name)).toEqual(
      board.columns.map((column) => column.name),
    )
  })

  it('stands in only for the filter it was drawn with', () => {
    const copy = firstScreenOf(ALL_DEALS, 1, board, 2)
    expect(copyFor(copy, { ...ALL_DEALS })).toBe(copy)
    expect(copyFor(copy, { ...ALL_DEALS, tribe: 2 })).toBeNull()
    expect(copyFor(null, ALL_DEALS)).toBeNull()
  })

  it("is read for its user, and not when an older app's shape was kept", () => {
    keepCopy('board', 7, firstScreenOf(ALL_DEALS, 1, board, 2))
    expect(readBoardFirstScreen(7)?.count).toBe(4)
    expect(readBoardFirstScreen(8)).toBeNull()
    keepCopy('board', 7, { ...firstScreenOf(ALL_DEALS, 1, board, 2), shape: 0 })
    expect(readBoardFirstScreen(7)).toBeNull()
    keepCopy('board', 7, { ...firstScreenOf(ALL_DEALS, 1, board, 2), columns: [] })
    expect(readBoardFirstScreen(7)).toBeNull()
  })

  it("is kept only while none of the user's ops waits (the service worker could not forget it)", async () => {
    const copy = firstScreenOf(ALL_DEALS, 1, board, 2)
    await keepUnlessOpsWait(7, () => copy)
    expect(readBoardFirstScreen(7)?.count).toBe(4)
    await db.outbox.add(
      pendingOp({
        type: 'deal.moveStage',
        entity: { table: 'deals', id: 1 },
        args: { dealId: 1, stage: 2 },
        base: { version: 1, fields: null },
        userId: 7,
      }),
    )
    expect(readBoardFirstScreen(7)).toBeNull()
    keepCopy('board', 7, copy)
    await keepUnlessOpsWait(7, () => copy)
    expect(readBoardFirstScreen(7)).toBeNull()
    await keepUnlessOpsWait(8, () => copy)
    expect(readBoardFirstScreen(8)?.count).toBe(4)
    await db.outbox.clear()
    await keepUnlessOpsWait(7, () => copy)
    expect(readBoardFirstScreen(7)?.count).toBe(4)
  })

  it("draws a column's whole count, its first cards, and empty rows past them", () => {
    const [leadIn] = boardOfFirstScreen(firstScreenOf(ALL_DEALS, 1, board, 1)).columns
    const html = renderToStaticMarkup(
      <StageColumn
        dropRef={() => undefined}
        isOver={false}
        Card={({ dealName }) => <p data-card>{dealName}</p>}
        stage={leadIn!.stage}
        name={leadIn!.name}
        deals={leadIn!.deals}
        count={leadIn!.count}
        total={leadIn!.total}
        actor={ADMIN}
        onOpenSync={() => undefined}
      />,
    )
    expect(html).toContain('aria-label="3 deals"')
    expect(html.match(/data-card/g)).toHaveLength(1)
    expect(html).toContain('Deal 1')
  })
})

describe("a first pull's first screen, offered while the whole answer is written", () => {
  const LIST = 'pipeline:test'
  afterEach(() => forgetFirstScreen(LIST))

  /** What the pipeline shows, as text: the board's cards per column, stand-in and partial. */
  function Shown(props: {
    copy: BoardFirstScreen | null
    list: PulledList | null | undefined
    own: BoardModel | null
  }) {
    const arriving = useArrivingBoard(LIST, props.own !== null)
    const shown = useCopyUntilDrawn(props.copy, arriving, props.list, props.own, () => undefined)
    const columns = shown.board?.columns.map((column) => column.ids.join(',')).join('|')
    return <p>{`${columns ?? 'none'} standIn=${shown.standIn} partial=${shown.partial}`}</p>
  }
  const shown = (props: Parameters<typeof Shown>[0]) => renderToStaticMarkup(<Shown {...props} />)

  it('stands in, partial, for a list never stored here until the device draws its own board', () => {
    expect(shown({ copy: null, list: null, own: null })).toContain('none standIn=false')
    offerFirstScreen(LIST, deals.slice(0, 3) as unknown as Row[])
    expect(shown({ copy: null, list: null, own: null })).toContain(
      '1,2,3|||| standIn=true partial=true',
    )
    // The device's own board, once read, is drawn instead.
    expect(shown({ copy: null, list: { ids: [1], fetchedAt: 1 }, own: board })).toContain(
      '1,2,3||4|| standIn=false partial=false',
    )
  })

  it("gives way to the last first screen's copy, which knows the whole columns", () => {
    offerFirstScreen(LIST, deals.slice(0, 1) as unknown as Row[])
    const copy = firstScreenOf(ALL_DEALS, 1, board, 2)
    expect(shown({ copy, list: { ids: [1], fetchedAt: 1 }, own: null })).toContain(
      '1,2||4|| standIn=true partial=false',
    )
  })
})
