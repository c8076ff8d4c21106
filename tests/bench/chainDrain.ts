/**
 * The creates drain (printed, never asserted): chains of five creates (company, contact, deal,
 * sales visit, proposal), queued offline through the app's command path so each child names its
 * parents' temp ids, then sent after going online; beside it, the server's own rate for the same
 * creates sent from Node (4 chains at a time, each in order), and the page heap before and after.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { Page } from 'playwright-core'
import type { RunningServer } from '../../src/server/start.ts'
import { loadEntityOpTypes } from '../../src/entities/opTypes.ts'
import { opTypeOf } from '../../src/sync/opRegistry.ts'
import { readMaster } from '../server/chaos/chainWorld.ts'
import { adminLogin } from './apiLogin.ts'
import { launchChromium, seededServer, signInAdmin, VIEWPORT } from './browser.ts'
import { record } from './figures.ts'
import { mb } from './heap.ts'
import { timeDrain } from './timeDrain.ts'
import { CHAIN_STEPS, type BenchMaster, type ChainIds } from './chainPlan.ts'

const CHAINS = 40
const SEED_DEALS = 200

/** The page entry built on its own (no app config, no PWA plugin) as one classic script. */
async function pageScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./chainQueue.page.ts', import.meta.url)),
        formats: ['iife'],
        name: 'chainQueue',
      },
    },
  })
  const [result] = [output].flat()
  if (!result || !('output' in result)) throw new Error('the page script was not built')
  return result.output[0].code
}

async function benchMaster(server: RunningServer): Promise<BenchMaster> {
  const { seededInvoiceIds: _unused, ...master } = await readMaster(server.db)
  return master
}

/** The same chains sent from Node, 4 at a time, each chain in order on the ids its answers gave. */
async function serverCreateRate(baseURL: string, master: BenchMaster): Promise<number> {
  // The ops' own requests are built by their op types, which the app loads after its first screen.
  await loadEntityOpTypes()
  const { token, userId } = await adminLogin(baseURL)
  const next = { chain: CHAINS }
  const worker = async () => {
    for (let chain = next.chain++; chain < CHAINS * 2; chain = next.chain++) {
      const ids: ChainIds = { client: 0, contact: 0, deal: 0 }
      for (const step of CHAIN_STEPS) {
        const opType = opTypeOf(step.type)
        const request = opType.request(step.args(master, userId, chain, ids), { userId })
        const response = await fetch(`${baseURL}/api${request.path}`, {
          method: request.method,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        })
        if (!response.ok)
          throw new Error(`${step.type}: ${response.status} ${await response.text()}`)
        const id = opType.writeBack(await response.json()).id
        if (step.makes && id !== undefined) ids[step.makes] = id
      }
    }
  }
  const started = performance.now()
  await Promise.all([worker(), worker(), worker(), worker()])
  return (CHAINS * CHAIN_STEPS.length) / ((performance.now() - started) / 1000)
}

async function queueChains(page: Page, master: BenchMaster, userId: number): Promise<number> {
  await page.addScriptTag({ content: await pageScript() })
  return page.evaluate(
    ({ master, userId, chains }) => window.__queueChains!(master, userId, chains),
    { master, userId, chains: CHAINS },
  )
}

export async function chainDrainBench(): Promise<void> {
  const { server } = await seededServer(SEED_DEALS)
  const browser = await launchChromium()
  try {
    const master = await benchMaster(server)
    // The page's CSP refuses inline scripts: the bench's own script is let in.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORT,
      bypassCSP: true,
    })
    const page = await context.newPage()
    await signInAdmin(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const { queued, seconds, heapBefore, heapQueued, heapAfter } = await timeDrain(
      context,
      page,
      (userId) => queueChains(page, master, userId),
    )
    await context.close()
    const rate = queued / seconds
    const serverRate = await serverCreateRate(server.url, master)
    console.log(
      `\nCreates drain, ${SEED_DEALS}-deal seed, Chromium:\n` +
        `  outbox drain of ${queued} creates in ${CHAINS} temp-id chains: ${seconds.toFixed(1)} s, ` +
        `${rate.toFixed(0)} ops/s; the server's own rate for the same creates from Node, 4 chains ` +
        `at a time: ${serverRate.toFixed(0)} ops/s (drain/server ${(rate / serverRate).toFixed(2)}); ` +
        `page heap after a full GC: online and idle ${mb(heapBefore)} before, ${mb(heapQueued)} offline with the ops queued, ${mb(heapAfter)} online and idle after`,
    )
    record({
      name: `outbox drain of ${queued} creates in temp-id chains`,
      value: rate,
      unit: 'ops/s',
      limit: serverRate,
      limitName: "the server's own rate, 4 chains at a time from Node",
      higherIsBetter: true,
    })
  } finally {
    await browser.close()
    await server.close()
  }
}
