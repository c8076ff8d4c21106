/**
 * Team configuration in real Chromium: the admin creates a team offline (the manager as its
 * mentor, offered from the people the briefcase keeps), finds its card pending after an offline
 * reload, sees it synced once online and listed by the server; removing a member from the card
 * saves the team at once, and Delete asks first and removes it from the server.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Team } from '../../src/contract/teams.ts'
import type { Employee } from '../../src/contract/users.ts'
import { deleteConfirmText, SUCCESS } from '../../src/domain/messages.ts'
import { waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import {
  adminGet,
  button,
  closeSavedOnDevice,
  closeSuccess,
  e2eSuite,
  signedInWithWorker,
} from './helpers.ts'

const e2e = e2eSuite()

const TEAM_NAME = 'Team Bali'
const LEADER = 'Citra Relationship'
const MENTOR = 'Budi Manager'
const FIRST_MEMBER = 'Dimas Relationship'

const teamCard = (page: Page, name: string): Locator =>
  page.locator('[data-team-id]').filter({ has: page.getByRole('heading', { name, exact: true }) })

const serverTeam = async (name: string): Promise<Team | undefined> =>
  (await adminGet<Team[]>(e2e, '/Pipeline/team')).find((team) => team.name === name)

async function openTeamConfig(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Team Configuration' })
    .click()
  await page.locator('[data-team-config="ready"]').waitFor()
}

/** Chooses `name` among the Members options and closes them (Escape closes only the options). */
async function chooseMember(dialog: Locator, name: string): Promise<void> {
  const members = dialog.getByRole('combobox', { name: 'Members' })
  await members.fill(name)
  await dialog.getByRole('option', { name, exact: true }).click()
  // The options stay open after a choice (multiple), hiding the rest of the dialog meanwhile.
  await members.press('Escape')
  await dialog.getByRole('listbox').waitFor({ state: 'detached' })
  await dialog.getByRole('list', { name: 'Chosen Members' }).getByText(name).waitFor()
}

describe('team configuration', () => {
  it('a team created offline syncs once online; removing a member saves it at once', async () => {
    const rms = (await adminGet<Employee[]>(e2e, '/user/list/employee/*')).filter(
      (employee) => employee.roleId === 5 && employee.id > 5,
    )
    const secondMember = rms[0]!.name
    const { page, context } = await e2e.open()
    await signedInWithWorker(page, 'admin')
    await waitAvailableOffline(page)

    await context.setOffline(true)
    await openTeamConfig(page)
    expect(await page.locator('[data-team-id]').count()).toBe(3)

    await button(page, 'Create Team').click()
    const dialog = page.locator('[data-team-modal="create"]')
    await dialog.waitFor()
    // Escape closes the modal without saving.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await button(page, 'Create Team').click()
    await dialog.waitFor()
    const save = button(dialog, 'Save')
    await dialog.getByLabel('Team name').fill(TEAM_NAME)
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByRole('combobox', { name: 'Leader' }).selectOption({ label: LEADER })
    await dialog.getByRole('combobox', { name: 'Mentor' }).selectOption({ label: MENTOR })
    // The leader and the mentor are no member's options.
    const members = dialog.getByRole('combobox', { name: 'Members' })
    await members.fill(LEADER)
    await dialog.getByText('No options').waitFor()
    await members.fill('')
    await members.press('Escape')
    await dialog.getByRole('listbox').waitFor({ state: 'detached' })
    expect(await save.isDisabled()).toBe(true)
    await chooseMember(dialog, FIRST_MEMBER)
    await chooseMember(dialog, secondMember)
    // A member leaves the leader's options.
    expect(
      await dialog.getByRole('combobox', { name: 'Leader' }).locator('option').allTextContents(),
    ).not.toContain(FIRST_MEMBER)
    await screenshot(page, 'team-modal')
    await save.click()
    await closeSavedOnDevice(page, SUCCESS.teamAdded)

    const card = teamCard(page, TEAM_NAME)
    await card.locator('[data-team-sync="pending"]').waitFor()
    expect(Number(await card.getAttribute('data-team-id'))).toBeLessThan(0)
    await expect
      .poll(() => card.locator('[data-team-role="mentor"]').textContent())
      .toContain(MENTOR)

    await page.reload()
    await card.locator('[data-team-sync="pending"]').waitFor()
    expect(await card.locator('[data-team-role="member"] li').allTextContents()).toEqual([
      FIRST_MEMBER,
      secondMember,
    ])
    await screenshot(page, 'team-created-offline')
    expect(await serverTeam(TEAM_NAME)).toBeUndefined()

    await context.setOffline(false)
    await card.locator('[data-team-sync="synced"]').waitFor()
    await expect
      .poll(async () => Number(await card.getAttribute('data-team-id')))
      .toBeGreaterThan(0)
    const created = await serverTeam(TEAM_NAME)
    expect(created).toMatchObject({
      id: Number(await card.getAttribute('data-team-id')),
      leader: { text: LEADER },
      mentor: { id: 2, text: MENTOR },
      version: 1,
    })
    expect(created!.members.map((member) => member.text).sort()).toEqual(
      [FIRST_MEMBER, secondMember].sort(),
    )

    await card.getByRole('button', { name: `Remove ${FIRST_MEMBER} as member` }).click()
    // Told in a line, not a modal to click away.
    await page.locator('[data-team-notice="success"]').getByText(SUCCESS.teamUpdated).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await card.locator('[data-team-role="member"] li').allTextContents()).toEqual([
      secondMember,
    ])
    await card.locator('[data-team-sync="synced"]').waitFor()
    await expect
      .poll(async () => (await serverTeam(TEAM_NAME))?.members.map((member) => member.text))
      .toEqual([secondMember])
    await screenshot(page, 'team-member-removed')
    // A team keeps its leader and its last member: the card offers neither removal.
    expect(await card.getByRole('button', { name: /^Remove .* as (leader|member)$/ }).count()).toBe(
      0,
    )
    expect(await card.getByRole('button', { name: `Remove ${MENTOR} as mentor` }).count()).toBe(1)

    await card.getByRole('button', { name: `Delete ${TEAM_NAME}` }).click()
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await confirm.getByRole('heading', { name: deleteConfirmText(TEAM_NAME) }).waitFor()
    await button(page, 'Yes, Delete').click()
    await closeSuccess(page, SUCCESS.teamDeleted)
    await card.waitFor({ state: 'detached' })
    await expect.poll(() => serverTeam(TEAM_NAME)).toBeUndefined()
  })
})
