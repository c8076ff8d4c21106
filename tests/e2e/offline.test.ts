import { describe, expect, it } from 'vitest'
import { MOBILE_NOTICE } from '../../src/domain/messages.ts'
import { sidebarForRole } from '../../src/domain/navigation.ts'
import { PHONE, screenshot, signedIn } from './harness.ts'
import { e2eSuite, signedInWithWorker } from './helpers.ts'

const e2e = e2eSuite()

describe('offline', () => {
  it('reloads /deals from the service worker with the shell when the network is gone', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'manager')
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('banner').waitFor()
    expect(await page.getByRole('banner').innerText()).toContain('Customer Relationship Management')
    expect(await page.getByRole('banner').innerText()).toContain('Offline')
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    expect(await links.allInnerTexts()).toEqual(sidebarForRole(2).map((entry) => entry.title))
    await page.getByRole('heading', { name: 'Pipeline' }).waitFor()

    await page.goto('/clients')
    await page.getByRole('heading', { name: 'Client list', exact: true }).waitFor()
    await screenshot(page, 'shell-offline')
    await context.setOffline(false)
  })

  it('sends API calls straight to the network, past the service worker, once it controls the page', async () => {
    const { context, page } = await e2e.open()
    await signedInWithWorker(page, 'manager')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    // Calls the page made before the worker took control may still be answered after
    // this point; only calls sent after the reload began tell how the worker routes them.
    let reloading = false
    const sentAfterReload = new Set<string>()
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (reloading && new URL(request.url).pathname.startsWith('/api/'))
        sentAfterReload.add(requestId)
    })
    const routes: string[] = []
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (sentAfterReload.has(requestId)) {
        routes.push(response.serviceWorkerRouterInfo?.matchedSourceType ?? 'through the worker')
      }
    })
    reloading = true
    await page.reload()
    await page.getByRole('heading', { name: 'Pipeline' }).waitFor()
    await expect.poll(() => routes.length).toBeGreaterThan(0)
    expect(new Set(routes)).toEqual(new Set(['network']))
    await cdp.detach()
  })

  it('tells the user signing in needs a connection when offline', async () => {
    const { context, page } = await e2e.open()
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.reload()
    await page.getByText('You are offline').waitFor()
    await page.getByRole('textbox', { name: 'Email' }).fill('rm@crm.test')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const errors = page.getByTestId('sign-in-errors')
    await errors.waitFor()
    expect(await errors.innerText()).toContain('You are offline')
    expect(new URL(page.url()).pathname).toBe('/')
    await context.setOffline(false)
  })
})

describe('mobile', () => {
  it('shows only the notice below 768 px, on the sign-in page and inside the app', async () => {
    const { page } = await e2e.open(PHONE)
    await page.goto('/')
    await page.getByText(MOBILE_NOTICE).waitFor()
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0)
    expect((await page.locator('#root').innerText()).trim()).toBe(MOBILE_NOTICE)
    await screenshot(page, 'mobile-notice')

    await page.setViewportSize({ width: 1280, height: 800 })
    await signedIn(page, 'rm')
    await page.setViewportSize(PHONE)
    await page.getByText(MOBILE_NOTICE).waitFor()
    expect(await page.getByRole('banner').count()).toBe(0)
    expect(await page.getByRole('navigation').count()).toBe(0)
  })
})
