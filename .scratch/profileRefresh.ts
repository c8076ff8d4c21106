import { writeFileSync } from 'node:fs'
import { seededChromium, VIEWPORT } from '../tests/bench/browser.ts'
import { idbGet, waitAvailableOffline } from '../tests/e2e/briefcaseState.ts'
import { DEMO_PASSWORD, DEMO_USERS, passwordInput } from '../tests/e2e/harness.ts'
import type { BriefcaseState } from '../src/sync/briefcase.ts'

const settledAt = (s: BriefcaseState) => s.areas.pipeline?.fetchedAt ?? 0
await seededChromium('profile', Number(process.env.DEALS ?? 5000), async (server, browser) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_USERS.admin.email)
  await passwordInput(page).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await waitAvailableOffline(page, 3000)
  await page.goto('/pending')
  await page.getByRole('button', { name: 'Refresh offline data' }).waitFor()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable')
  for (let i = 0; i < 4; i++) {
    const before = (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))!.value
    if (i === 3) await cdp.send('Profiler.start')
    const t = performance.now()
    await page.getByRole('button', { name: 'Refresh offline data' }).click()
    for (;;) {
      const s = (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))!.value
      if (s.run === null && settledAt(s) > settledAt(before)) break
      await page.waitForTimeout(10)
    }
    const marks = await page.evaluate(() => {
      const all = performance.getEntriesByType('mark').filter((m) => /^(run|walk):/.test(m.name))
      const start = all.filter((m) => m.name === 'run:start').at(-1)!.startTime
      const last = all.filter((m) => m.startTime >= start)
      performance.clearMarks()
      return last.map((m) => `${m.name}+${Math.round(m.startTime - start)}`).join(' ')
    })
    console.log(marks)
    console.log('idle refresh', Math.round(performance.now() - t), 'ms', 'lastRunMs',
      (await idbGet<{ value: BriefcaseState }>(page, 'meta', 'briefcase:state'))!.value.lastRunMs)
    if (i === 3) {
      const { profile } = await cdp.send('Profiler.stop')
      writeFileSync('.scratch/refresh.cpuprofile', JSON.stringify(profile))
    }
  }
})
