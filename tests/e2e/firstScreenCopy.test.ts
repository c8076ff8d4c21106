/**
 * The board's first-screen copy, in real Chromium: a cold start draws the cards the device showed
 * last before IndexedDB answers, then the device's own board, the same cards first; the copy
 * follows a move; signing out takes it off the device.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, moveDeal, openBoard, pickDeal, serverStage } from './helpers.ts'

const e2e = e2eSuite()

const COPY_KEY = 'crm:firstScreen:board'

interface DrawnBoard {
  copy: boolean
  cards: number[][]
}

/** Records each board the page draws with cards, and whether the copy stood in for it. */
const RECORD_BOARDS = `(() => {
  const drawn = []
  window.__drawnBoards = drawn
  const look = () => {
    const board = document.querySelector('[data-testid="pipeline-board"]')
    if (!board || !board.querySelector('[data-deal-id]')) return
    const copy = board.hasAttribute('data-first-screen-copy')
    if (drawn.length > 0 && drawn[drawn.length - 1].copy === copy) return
    const cards = [...board.querySelectorAll('[data-stage]')].map((column) =>
      [...column.querySelectorAll('[data-deal-id]')].map((card) => Number(card.dataset.dealId)))
    drawn.push({ copy, cards })
  }
  new MutationObserver(look).observe(document, {
    childList: true, subtree: true, attributes: true, attributeFilter: ['data-first-screen-copy'],
  })
})()`

interface KeptCopy {
  value: { columns: { stage: number; count: number; deals: { dealId: number }[] }[] }
}

const keptCopy = (page: Page): Promise<KeptCopy | null> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), COPY_KEY)

const columnCounts = async (page: Page): Promise<number[] | undefined> =>
  (await keptCopy(page))?.value.columns.map((column) => column.count)

describe("the board's first-screen copy", () => {
  it('stands in at a cold start, follows a move, and goes at sign-out', async () => {
    const { context, page } = await e2e.open()
    await openBoard(page, 'manager')
    await expect.poll(() => keptCopy(page)).not.toBeNull()

    const deal = await pickDeal(e2e, (each) => each.stage === 1, { shownOn: page })
    const before = (await columnCounts(page))!
    await moveDeal(page, deal.dealId, ['ArrowRight'])
    await expect.poll(() => serverStage(e2e, deal.dealId)).toBe(2)
    await page.locator('[data-sync-status="online"][data-pending-count="0"]').waitFor()
    // Offline nothing more is written (the move's answer, its live echo): the copy kept then stays.
    await context.setOffline(true)
    const after = before.map((count, index) => count + (index === 0 ? -1 : index === 1 ? 1 : 0))
    await expect.poll(() => columnCounts(page)).toEqual(after)
    // A write that landed just before going offline forgets the copy; it is kept again within 1 s.
    await page.waitForTimeout(1_500)
    await expect.poll(() => columnCounts(page)).toEqual(after)

    await page.addInitScript(RECORD_BOARDS)
    await page.reload()
    await page.locator('[data-testid="pipeline-board"]:not([data-first-screen-copy])').waitFor()
    const drawn = (await page.evaluate('window.__drawnBoards')) as DrawnBoard[]
    expect(drawn.map((board) => board.copy)).toEqual([true, false])
    const [copy, own] = drawn as [DrawnBoard, DrawnBoard]
    // The copy's cards are the device's own board's first cards, column by column.
    expect(copy.cards.flat()).toContain(deal.dealId)
    copy.cards.forEach((cards, column) =>
      expect(own.cards[column]!.slice(0, cards.length)).toEqual(cards),
    )
    await context.setOffline(false)

    await page.getByRole('button', { name: 'Open profile' }).click()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
    await reloaded
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await keptCopy(page)).toBeNull()
  })
})
