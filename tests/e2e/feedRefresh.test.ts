/**
 * A refresh moves what changed, and only that, in real Chromium against the reference API with
 * its change feed: the manager's device holds an invoice and an RM's personal target; both change
 * on the server; after a refresh the device shows them, and that refresh asked for no report
 * answer whose figures did not change (the manager's own Individual Sales Report), while the
 * Sales Report, whose figures did, was asked again.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { InvoiceItem } from '../../src/contract/invoices.ts'
import type { TargetRow } from '../../src/entities/targets/targetRows.ts'
import { targetKey } from '../../src/entities/targets/targetRows.ts'
import type { BriefcaseState } from '../../src/sync/briefcase.ts'
import { idbGet, waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import { e2eSuite, signedInWithWorker } from './helpers.ts'

const YEAR = new Date().getFullYear()

const briefcaseState = async (page: Page) =>
  (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))!.value

/** When a run last settled the feed's areas. */
const settledAt = (state: BriefcaseState): number => state.areas.pipeline?.fetchedAt ?? 0

describe('a refresh through the change feed', () => {
  // Without live updates: a poke would refresh the device before the refresh this test starts.
  const e2e = e2eSuite({ changeFeed: true, live: false })

  it('shows an invoice and a target changed on the server, asking no report whose figures did not change', async () => {
    // An RM of Team Bandung: nobody the manager leads or mentors (its own report leaves it out).
    const [outsider] = await e2e.db.query<{ id: number }>(
      `SELECT t.leader_id AS id FROM teams t WHERE t.name = 'Team Bandung'`,
    )
    const [invoice] = await e2e.db.query<{ id: number }>(
      `SELECT id FROM invoices WHERE status = 'tobe' AND invoice_date >= date_trunc('month', now())
        ORDER BY invoice_date, id LIMIT 1`,
    )
    await e2e.db.tx(async (tx) => {
      // Dated today: in the months the Sales Report's summary shows.
      await tx.query('UPDATE invoices SET invoice_date = current_date WHERE id = $1', [invoice!.id])
      await tx.query('DELETE FROM invoice_rms WHERE invoice_id = $1', [invoice!.id])
      await tx.query(
        `INSERT INTO invoice_rms (invoice_id, user_id, percent, nominal, use_percent)
         SELECT id, $2, 100, amount, true FROM invoices WHERE id = $1`,
        [invoice!.id, outsider!.id],
      )
      await tx.query(
        `INSERT INTO targets (type, subject_id, year, status, version) VALUES ('rm', $1, $2, 'Need approval', 1)
         ON CONFLICT (type, subject_id, year) DO NOTHING`,
        [outsider!.id, YEAR],
      )
    })

    const { page } = await e2e.open()
    await signedInWithWorker(page, 'manager')
    await waitAvailableOffline(page)
    const key = targetKey('rm', outsider!.id, YEAR)
    const heldTarget = await idbGet<TargetRow>(page, 'targets', key)
    expect(heldTarget?.version).toBeGreaterThan(0)
    expect(await idbGet<InvoiceItem>(page, 'invoices', invoice!.id)).toBeDefined()

    await e2e.db.query(
      `UPDATE invoices SET amount = 7654321, version = version + 1 WHERE id = $1`,
      [invoice!.id],
    )
    await e2e.db.query(
      `UPDATE targets SET status = 'Targets approved', version = version + 1
        WHERE type = 'rm' AND subject_id = $1 AND year = $2`,
      [outsider!.id, YEAR],
    )

    await page.goto('/pending')
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname)
    })
    const before = await briefcaseState(page)
    await page.getByRole('button', { name: 'Refresh offline data' }).click()
    await expect
      .poll(
        async () => {
          const state = await briefcaseState(page)
          return state.run === null && settledAt(state) > settledAt(before)
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true)
    expect((await idbGet<InvoiceItem>(page, 'invoices', invoice!.id))?.amount).toBe(7654321)
    expect((await idbGet<TargetRow>(page, 'targets', key))?.status).toBe('Targets approved')

    // The Sales Report's figures changed (an invoice, a target): asked again, the summary for the
    // invoice and the RM table for the target's status.
    const askedAgain = (pattern: RegExp) => asked.some((path) => pattern.test(path))
    expect(askedAgain(/^\/api\/pipeline\/report\/summary$/i)).toBe(true)
    expect(askedAgain(/^\/api\/pipeline\/team\/admin\//i)).toBe(true)
    // The manager's own report shows none of them: not asked. Nor the unchanged option lists.
    const own = asked.filter((path) =>
      /\/pipeline\/(ind|pic|team\/(leader|mentor))\/|\/report\/chart\/rm\/|\/export\/(visit|proposal|pic)\//i.test(
        path,
      ),
    )
    expect(own).toEqual([])
    expect(asked.filter((path) => /\/pipeline\/master$|\/clients\/list\//i.test(path))).toEqual([])
    // Nor the invoice lists or targets themselves: the feed brought them.
    expect(
      asked.filter((path) => /\/pipeline\/invoice\/|\/pipeline\/target\//i.test(path)),
    ).toEqual([])

    // The Invoice screen shows the new amount, offline too.
    await page.context().setOffline(true)
    await page.goto('/invoices?tab=tobe')
    await page.getByText('7,654,321').first().waitFor()
    await screenshot(page, 'feed-refresh-invoice')
    await page.context().setOffline(false)
  })
})
