/**
 * `npm run lighthouse`: Lighthouse (desktop and mobile) on the sign-in page and, signed in as an
 * RM, on the deal board, in Debian's Chromium against the built app served by the reference server
 * (what `npm start` runs) on the demo seed. Each score is printed beside its goal (figures.ts) and
 * kept in bench-results.json; the findings that cost points are listed under each page.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { signIn } from '../e2e/harness.ts'
import { BENCH_DIST } from './browser.ts'
import { record, writeResults } from './figures.ts'
import { startServer } from '../../src/server/start.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const PERFORMANCE_GOAL = { desktop: 0.98, mobile: 0.95 } as const

/** A free TCP port for Chromium's DevTools endpoint, which Lighthouse connects to. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** The first elements an audit names (accessibility findings), as their HTML. */
function offendingNodes(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
  const snippets = items
    .map((item) => item.node?.snippet)
    .filter((snippet): snippet is string => typeof snippet === 'string')
    .slice(0, 3)
  return snippets.map((snippet) => `\n      ${snippet.slice(0, 200)}`).join('')
}

interface Audited {
  scores: Record<(typeof CATEGORIES)[number], number>
  findings: string[]
}

async function audit(url: string, port: number, form: 'desktop' | 'mobile'): Promise<Audited> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keeps the session and the device's data: the board is audited signed in.
      disableStorageReset: true,
    },
    form === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, categories[id]?.score ?? Number.NaN]),
  ) as Audited['scores']
  const findings = Object.values(audits)
    .filter(
      (item) =>
        item.score !== null &&
        item.score < 1 &&
        item.scoreDisplayMode !== 'informative' &&
        item.scoreDisplayMode !== 'manual' &&
        item.scoreDisplayMode !== 'notApplicable',
    )
    .map(
      (item) =>
        `${item.id} (${item.score})${item.displayValue ? `: ${item.displayValue}` : ''}` +
        offendingNodes(item.details),
    )
  return { scores, findings }
}

function recordPage(page: string, form: 'desktop' | 'mobile', audited: Audited): void {
  record({
    name: `lighthouse ${page}, ${form}: performance`,
    value: audited.scores.performance,
    unit: '',
    limit: 1,
    limitName: 'full score',
    goal: { max: PERFORMANCE_GOAL[form] },
    higherIsBetter: true,
  })
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    record({
      name: `lighthouse ${page}, ${form}: ${id}`,
      value: audited.scores[id],
      unit: '',
      limit: 1,
      limitName: 'full score',
      goal: { max: 1 },
      higherIsBetter: true,
    })
  }
  for (const finding of audited.findings) console.log(`    ${finding}`)
}

const server = await startServer({
  port: 0,
  dataDir: 'memory://',
  staticDir: BENCH_DIST,
  quiet: true,
})
const profile = mkdtempSync(join(tmpdir(), 'crm-lighthouse-'))
const port = await freePort()
const context = await chromium.launchPersistentContext(profile, {
  baseURL: server.url,
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
})
try {
  console.log(`\nLighthouse, Chromium, the built app from ${BENCH_DIST}/:`)
  for (const form of ['desktop', 'mobile'] as const) {
    console.log(`  sign-in page (${form}):`)
    recordPage('sign-in page', form, await audit(`${server.url}/`, port, form))
  }
  const page = context.pages()[0] ?? (await context.newPage())
  await signIn(page, 'rm')
  await page.waitForURL('**/deals')
  await page.locator('[data-deal-id]').first().waitFor({ timeout: 60_000 })
  for (const form of ['desktop', 'mobile'] as const) {
    console.log(`  deal board, signed in as an RM (${form}):`)
    recordPage('deal board', form, await audit(`${server.url}/deals`, port, form))
  }
  writeResults('bench-results.json')
} finally {
  await context.close()
  await server.close()
  rmSync(profile, { recursive: true, force: true })
}
