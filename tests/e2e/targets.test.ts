/**
 * Personal targets in real Chromium: an RM fills next year's target offline and submits it (Need
 * approval at once, pending over an offline reload, synced once online); the RM's team leader
 * finds it among the targets waiting for approval, has no Reject button (and the server refuses a
 * Reject from an RM), and approves it; the RM then sees 'Targets approved' in green.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { IndividualTarget } from '../../src/contract/targets.ts'
import { SAVE_OUTCOME, SUCCESS } from '../../src/domain/messages.ts'
import { TARGET_DECISION_CONFIRM, TARGET_STATUS } from '../../src/domain/targets.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { apiLogin, screenshot, signedInProfile } from './harness.ts'
import { adminGet, button, closeSuccess, e2eSuite, signedInWithWorker } from './helpers.ts'

const e2e = e2eSuite()
const nextYear = new Date().getFullYear() + 1

const targetScreen = (page: Page, mode: string) => page.locator(`[data-target-screen="${mode}"]`)

async function openAccount(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Individual Sales Report' })
    .click()
  await page.locator('[data-my-target]').waitFor()
}

const serverTarget = (userId: number) =>
  adminGet<IndividualTarget>(e2e, `/Pipeline/target/${nextYear}/${userId}`)

describe('personal targets', () => {
  it('are submitted offline, approved by the team leader, and shown approved to the RM', async () => {
    // rm2 (user 4) is a member of the team rm (user 3) leads.
    const member = await e2e.open()
    await signedInWithWorker(member.page, 'rm2')
    await waitAvailableOffline(member.page)
    const memberId = (await signedInProfile(member.context)).id
    expect((await serverTarget(memberId)).status).toBe(TARGET_STATUS.notSet)

    await member.context.setOffline(true)
    await openAccount(member.page)
    await member.page.getByLabel('Year').selectOption(String(nextYear))
    await member.page.getByRole('link', { name: 'Add Target' }).click()
    await targetScreen(member.page, 'add').waitFor()
    await member.page.getByLabel('Target No. Proposal January').fill('3')
    await member.page.getByLabel('Target Sales visit January').fill('12')
    await member.page.getByLabel('Proposal value January').fill('250,000,000')
    await member.page.getByLabel('Sales February').fill('-5')
    await button(member.page, 'Submit').click()
    await member.page.getByText('Enter an amount of 0 or more').waitFor()
    await member.page.getByLabel('Sales February').fill('100000000')
    await button(member.page, 'Submit').click()
    await targetScreen(member.page, 'self').waitFor()
    // Offline, the submit is saved on this device (Submit successfully once the server has it).
    await member.page.getByRole('heading', { name: SAVE_OUTCOME.waitingTitle }).waitFor()
    await button(member.page, 'Close').click()
    await member.page.locator('[data-target-status="needApproval"][data-tone="amber"]').waitFor()
    await member.page.locator('[data-target-sync="pending"]').waitFor()
    expect(member.page.url()).toContain(`/${nextYear}/${memberId}`)

    await member.page.reload()
    await member.page.locator('[data-target-status="needApproval"]').waitFor()
    await member.page.locator('[data-target-sync="pending"]').waitFor()
    expect(await member.page.getByLabel('Proposal value January').inputValue()).toBe('250,000,000')
    await screenshot(member.page, 'target-submitted-offline')

    await member.context.setOffline(false)
    await member.page.locator('[data-target-sync="synced"]').waitFor()
    const submitted = await serverTarget(memberId)
    expect(submitted.status).toBe(TARGET_STATUS.needApproval)
    expect(submitted.items[0]).toMatchObject({
      no_proposal: 3,
      sales_visit: 12,
      proposal_value: 250_000_000,
    })
    expect(submitted.items[1]).toMatchObject({ sales: 100_000_000 })

    const leader = await e2e.open()
    await signedInWithWorker(leader.page, 'rm')
    await waitAvailableOffline(leader.page)
    await openAccount(leader.page)
    await leader.page
      .locator(`[data-target-to-approve="${nextYear}/${memberId}"]`)
      .getByRole('link', { name: 'Open' })
      .click()
    await targetScreen(leader.page, 'pending').waitFor()
    expect(await button(leader.page, 'Reject').count()).toBe(0)
    expect(await button(leader.page, 'Edit').count()).toBe(0)
    await button(leader.page, 'Approve').click()
    await button(leader.page, TARGET_DECISION_CONFIRM.approve.yes).click()
    await closeSuccess(leader.page, SUCCESS.targetApproved)
    await leader.page.locator('[data-target-status="approved"][data-tone="green"]').waitFor()
    await leader.page.locator('[data-target-sync="synced"]').waitFor()
    expect((await serverTarget(memberId)).status).toBe(TARGET_STATUS.approved)

    await member.page.reload()
    await member.page.locator('[data-target-status="approved"][data-tone="green"]').waitFor()
    expect(await member.page.getByText(TARGET_STATUS.approved).isVisible()).toBe(true)
    await screenshot(member.page, 'target-approved')
  })

  it('an RM cannot reject: the server answers 403', async () => {
    const { token } = await apiLogin(e2e.baseURL, 'rm')
    const leader = { id: 3 }
    const response = await fetch(`${e2e.baseURL}/api/pipeline/target`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: 4,
        type: 'rm',
        userId: leader.id,
        year: new Date().getFullYear(),
        items: [],
        Reject: true,
      }),
    })
    expect(response.status).toBe(403)
    expect(
      (await adminGet<IndividualTarget>(e2e, `/Pipeline/target/${new Date().getFullYear()}/4`))
        .status,
    ).toBe(TARGET_STATUS.needApproval)
  })
})
