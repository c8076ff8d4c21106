/**
 * The contacts a device keeps with the change feed, in real Chromium: an RM's first fill keeps the
 * contacts of the companies of the deals it keeps in full, not every contact. Online the contact
 * list is the server's (its pager counts every contact), and the global search brings the server's
 * contacts whose name holds what was typed; a company opened online keeps its contacts for offline; offline, a company never opened says its contacts are not on the device,
 * and the contact list says it shows the contacts kept here.
 */
import { describe, expect, it } from 'vitest'
import {
  COMPANY_CONTACTS_OFFLINE,
  ONLY_KEPT_CONTACTS_OFFLINE,
} from '../../src/features/clients/contactsKeptTexts.ts'
import { BRIEFCASE_LISTS } from '../../src/entities/briefcaseLists.ts'
import { idbGet, waitAvailableOffline } from './briefcaseState.ts'
import { screenshot } from './harness.ts'
import { e2eSuite, signedInWithWorker } from './helpers.ts'

const e2e = e2eSuite()

const sortedIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)

describe('the contacts an RM`s device keeps', () => {
  it('are those of its kept deals` companies; others load online, and say so offline', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'rm')
    await waitAvailableOffline(page)

    const details = await idbGet<{ ids: number[] }>(page, 'syncLists', BRIEFCASE_LISTS.dealDetails)
    const kept = await e2e.db.query<{ id: number }>(
      `SELECT id FROM contacts WHERE client_id IN (SELECT client_id FROM deals WHERE id = ANY($1::int[]))`,
      [details!.ids],
    )
    const onDevice = (await page.evaluate(`new Promise((resolve) => {
      const open = indexedDB.open('crm')
      open.onsuccess = () => {
        const request = open.result.transaction('contacts').objectStore('contacts').getAllKeys()
        request.onsuccess = () => { resolve(request.result); open.result.close() }
      }
    })`)) as number[]
    expect([...onDevice].sort((a, b) => a - b)).toEqual(sortedIds(kept))
    const [counted] = await e2e.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM contacts',
    )
    const total = counted!.total
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(total)

    // Online the contact list is the server's: its pager counts every contact.
    await page.goto('/clients')
    const pager = page.getByRole('navigation', { name: 'Contact list pages' })
    await pager.getByText(new RegExp(`of ${total}$`)).waitFor()

    // Two companies with contacts and none of the RM's kept deals: one opened online.
    const others = await e2e.db.query<{ id: number; contacts: number }>(
      `SELECT c.id, count(ct.id)::int AS contacts FROM clients c JOIN contacts ct ON ct.client_id = c.id
        WHERE c.id NOT IN (SELECT client_id FROM deals WHERE id = ANY($1::int[]))
        GROUP BY c.id ORDER BY c.id LIMIT 3`,
      [details!.ids],
    )
    const [opened, never, searched] = others

    // The global search, online, finds a contact the device did not keep.
    const [wanted] = await e2e.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM contacts WHERE client_id = $1 ORDER BY id LIMIT 1',
      [searched!.id],
    )
    expect(await idbGet(page, 'contacts', wanted!.id)).toBeUndefined()
    await page.getByRole('heading', { name: 'Customer Relationship Management' }).click()
    await page.keyboard.press('Control+k')
    await page
      .getByRole('combobox', { name: 'Search this device' })
      .pressSequentially(wanted!.name, { delay: 20 })
    await page
      .getByRole('listbox')
      .getByRole('group', { name: 'Contacts' })
      .locator(`[data-search-hit="contact:${wanted!.id}"]`)
      .waitFor()
    await page.keyboard.press('Escape')
    await page.goto(`/clients?client=${opened!.id}`)
    const contactRows = page.getByTestId('form-contact-row')
    await expect.poll(() => contactRows.count()).toBe(opened!.contacts)

    await context.setOffline(true)
    await page.goto(`/clients?client=${opened!.id}`)
    await expect.poll(() => contactRows.count()).toBe(opened!.contacts)
    expect(await page.getByText(COMPANY_CONTACTS_OFFLINE).count()).toBe(0)

    await page.goto(`/clients?client=${never!.id}`)
    await page.getByText(COMPANY_CONTACTS_OFFLINE).waitFor()
    expect(await contactRows.count()).toBe(0)
    await screenshot(page, 'contacts-not-kept-offline')

    // A search never asked online: the list says it shows the contacts kept here.
    await page.goto('/clients')
    const search = page.getByRole('searchbox', { name: 'Search contact name' })
    await search.fill('a')
    await search.press('Enter')
    await page.getByText(ONLY_KEPT_CONTACTS_OFFLINE).waitFor()
    await page.getByTestId('contact-row').first().waitFor()
  })
})
