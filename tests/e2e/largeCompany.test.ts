/**
 * A large company in real Chromium: a 20,000-deal seed, the admin's board with thousands of cards
 * per column once the briefcase is filled. A column scrolls to its last card (the columns render
 * only the cards in view); a card dragged from the bottom of one column lands in the next column
 * where it was dropped, and reaches the server; the search finds an open deal whose detail the
 * briefcase does not keep, says so offline and opens it whole online. Screenshots go to
 * $E2E_SCREENSHOTS when set.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { searchWords } from '../../src/domain/searchText.ts'
import { stageName } from '../../src/domain/stages.ts'
import { CARD_ONLY_NOTE } from '../../src/features/deals/CardOnlyDetail.tsx'
import { idbGet, waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import {
  adminGet,
  ALL_OPEN_DEALS,
  card,
  detail,
  e2eSuite,
  openBoard,
  serverStage,
} from './helpers.ts'

const DEALS = 20_000

const e2e = e2eSuite({ deals: DEALS })

const column = (page: Page, stage: number): Locator => page.locator(`[data-stage="${stage}"]`)
const scroller = (page: Page, stage: number): Locator =>
  column(page, stage).getByRole('group', { name: `${stageName(stage)} deals` })
const shownIds = (page: Page, stage: number): Promise<number[]> =>
  column(page, stage)
    .locator('[data-deal-id]')
    .evaluateAll((cards) => cards.map((each) => Number(each.getAttribute('data-deal-id'))))

let page: Page
let openDeals: DealCard[]

beforeAll(async () => {
  ;({ page } = await e2e.open({ width: 1280, height: 800 }))
  await openBoard(page, 'admin')
  // The whole briefcase first: a refresh landing during a drag would cost it its move, and the
  // search below needs the details the device keeps.
  await waitAvailableOffline(page, 900)
  openDeals = await adminGet<DealCard[]>(e2e, ALL_OPEN_DEALS)
})

describe('a 20,000-deal company', () => {
  it('scrolls a column of thousands of cards to its last card, rendering only those in view', async () => {
    const leadIn = openDeals.filter((deal) => deal.stage === 1)
    expect(leadIn.length).toBeGreaterThan(1000)
    await column(page, 1).getByLabel(`${leadIn.length} deals`).waitFor()
    expect((await shownIds(page, 1)).length).toBeLessThan(40)

    await scroller(page, 1).evaluate((node) => {
      node.scrollTop = node.scrollHeight
    })
    const last = leadIn.at(-1)!
    await card(page, last.dealId).waitFor()
    expect((await shownIds(page, 1)).at(-1)).toBe(last.dealId)
    expect((await shownIds(page, 1)).length).toBeLessThan(40)
    const [cardBox, viewBox] = await Promise.all([
      card(page, last.dealId).boundingBox(),
      scroller(page, 1).boundingBox(),
    ])
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(viewBox!.y + viewBox!.height + 1)
    await screenshot(page, 'large-company-column-end')
  })

  it('drops a card dragged from the bottom of a column where it was dropped in the next one', async () => {
    const dragged = openDeals.filter((deal) => deal.stage === 1).at(-1)!
    await page.locator('[data-board-dnd="ready"]').waitFor()
    const target = (await shownIds(page, 2))[2]!
    const from = await card(page, dragged.dealId)
      .locator('[aria-roledescription="deal card"]')
      .boundingBox()
    const to = await card(page, target).boundingBox()
    if (!from || !to) throw new Error('card not laid out')
    // Onto the upper part of the next column's third card: the card goes before it.
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
    const end = { x: to.x + to.width / 2, y: to.y + to.height * 0.3 }
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(
        start.x + ((end.x - start.x) * step) / 12,
        start.y + ((end.y - start.y) * step) / 12,
      )
    }
    await page.mouse.up()

    await column(page, 2).locator(`[data-deal-id="${dragged.dealId}"]`).waitFor()
    const ids = await shownIds(page, 2)
    expect(ids.indexOf(dragged.dealId)).toBe(ids.indexOf(target) - 1)
    await expect.poll(() => serverStage(e2e, dragged.dealId), { timeout: 15_000 }).toBe(2)
    await page.locator(`[data-deal-id="${dragged.dealId}"][data-sync="synced"]`).waitFor()
    expect(await column(page, 1).locator(`[data-deal-id="${dragged.dealId}"]`).count()).toBe(0)
  })

  it('finds a deal whose detail is not kept: says so offline, opens it whole online', async () => {
    const deal = await unkeptDealWithUniqueName(page, openDeals)
    const box = page.getByRole('combobox', { name: 'Search this device' })
    const query = searchWords(deal.dealName).join(' ')

    await page.context().setOffline(true)
    await page.getByRole('heading', { name: 'Customer Relationship Management' }).click()
    await page.keyboard.press('Control+k')
    await box.pressSequentially(query, { delay: 10 })
    await page.locator(`[role="listbox"][data-search-query="${query}"]`).waitFor()
    await page.locator(`[data-search-hit="deal:${deal.dealId}"]`).click()
    const cardOnly = page.locator(`[data-card-only="${deal.dealId}"]`)
    await cardOnly.waitFor()
    expect(await cardOnly.innerText()).toContain(CARD_ONLY_NOTE)
    await screenshot(page, 'large-company-unkept-offline')

    await page.context().setOffline(false)
    await detail(page, deal.dealId).waitFor({ timeout: 30_000 })
    expect(await cardOnly.count()).toBe(0)
  })
})

/**
 * An open deal whose detail the device does not keep, and whose name's words find no other deal
 * (so it is the search's only deal).
 */
async function unkeptDealWithUniqueName(page: Page, deals: DealCard[]): Promise<DealCard> {
  const all = await e2e.db.query<{ name: string }>('SELECT name FROM deals')
  const wordsOfAll = all.map((row) => searchWords(row.name))
  for (const deal of deals.toReversed()) {
    if (deal.stage === 2) continue
    if ((await idbGet(page, 'dealDetails', deal.dealId)) !== undefined) continue
    const terms = searchWords(deal.dealName)
    const matching = wordsOfAll.filter((words) =>
      terms.every((term) => words.some((word) => word.startsWith(term))),
    )
    if (matching.length === 1) return deal
  }
  throw new Error('no open deal with an unkept detail and a name of its own')
}
