// `npm run bench`: figures, never assertions. Prints the gzip size of each built chunk, the
// reference API's latency for the pipeline list on a 5,000-deal seed, its writes' cost beside the
// same writes on the demo seed, the board figures (render,
// drop, outbox drain, pull) in Chromium, the drain of creates chained on temp ids, the
// briefcase's first fill and refresh, an RM's first fill of its deals' files, both invoice tabs
// offline and the 'Invoiced' action's save, the Sales Report's offline render and its calls'
// server time, the Sales visit dialog's save time, then the global search (keystroke to results, the index's size and its cost to the
// briefcase's first fill) and the client list's search offline. Each figure goes through
// figures.ts's record(): printed beside its limit measured in the same run, with the ratio (and
// the goal where an issue sets one), and written to bench-results.json. BENCH_ONLY names the
// parts to run (see PARTS).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { spawnSync } from 'node:child_process'
import { startServer } from '../../src/server/start.ts'
import { adminLogin } from './apiLogin.ts'
import { boardBench } from './board.ts'
import { briefcaseBench } from './briefcase.ts'
import { filesFillBench } from './filesFill.ts'
import { chainDrainBench } from './chainDrain.ts'
import { coldStartBench } from './coldStart.ts'
import { record, writeResults } from './figures.ts'
import { globalSearchBench } from './globalSearch.ts'
import { invoiceTabsBench } from './invoiceTabs.ts'
import { landingBench } from './landing.ts'
import { liveBench } from './live.ts'
import { salesReportBench } from './salesReport.ts'
import { scaleBench } from './scale.ts'
import { serverWritesBench } from './serverWrites.ts'
import { median, percentile } from './stats.ts'
import { visitSaveBench } from './visitSave.ts'
import { keptConnection, wireGet, wireText, type WireAnswer } from './wireGet.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60)

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

function chunkSizes(): void {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'ignore',
  })
  if (build.status !== 0) throw new Error('vite build failed')
  console.log('\nBuilt chunks (gzip -9):')
  const rows = listFiles('dist')
    .filter((path) => /\.(js|css|html)$/.test(path))
    .map((path) => {
      const raw = readFileSync(path)
      return {
        file: relative('dist', path),
        raw: raw.length,
        gzip: gzipSync(raw, { level: 9 }).length,
      }
    })
    .sort((a, b) => b.gzip - a.gzip)
  for (const row of rows)
    console.log(
      `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`,
    )
  const html = readFileSync('dist/index.html', 'utf8')
  const firstLoad = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]),
  )
  const firstLoadGzip = rows
    .filter((row) => firstLoad.has(row.file) || row.file === 'index.html')
    .reduce((sum, row) => sum + row.gzip, 0)
  console.log(`  first load (index.html and what it links): ${kb(firstLoadGzip)} gzip`)
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

const ALL_OPEN_DEALS = '/api/pipeline/0/0/0/0/0/0'
const NO_CARD = '/api/pipeline/0/0/999999/0/0/0'

// With DATABASE_URL, on that PostgreSQL server (an empty database: the bench seeds it).
async function pipelineLatency(): Promise<void> {
  const onPostgres = Boolean(process.env.DATABASE_URL)
  const seedStarted = performance.now()
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    staticDir: null,
    seed: { deals: DEALS },
    quiet: true,
  })
  const seedMs = performance.now() - seedStarted
  const connection = keptConnection()
  try {
    const [seeded] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deals')
    if (seeded?.n !== DEALS) throw new Error('DATABASE_URL must name an empty database')
    const { token } = await adminLogin(server.url)
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' }
    const variants = [
      { name: 'all open deals (0/0/0/0/0/0)', path: ALL_OPEN_DEALS },
      { name: 'one tribe, probabilities 10,20,30', path: '/api/pipeline/0/0/1/0/0/10,20,30' },
      // No deal is in this tribe: the request's cost without cards (auth, routing, the query).
      { name: 'no card (a tribe with no deals)', path: NO_CARD },
    ]
    const p95s = new Map<string, number>()
    console.log(
      `\nPipeline list on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${DEALS}-deal seed (seeded in ${(seedMs / 1000).toFixed(1)} s), ${REQUESTS} sequential requests each:`,
    )
    for (const variant of variants) {
      const times: number[] = []
      let answer: WireAnswer | null = null
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        const started = performance.now()
        answer = await wireGet(`${server.url}${variant.path}`, headers, connection)
        if (i >= 5) times.push(performance.now() - started)
      }
      const rows = (JSON.parse(wireText(answer!)) as unknown[]).length
      console.log(
        `  ${variant.name.padEnd(38)} ${String(rows).padStart(5)} cards  p50 ${median(times).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
      )
      p95s.set(variant.path, percentile(times, 95))
    }
    record({
      name: `pipeline list of all open deals, ${DEALS}-deal seed (p95)${onPostgres ? ' on PostgreSQL' : ''}`,
      value: p95s.get(ALL_OPEN_DEALS)!,
      unit: 'ms',
      limit: p95s.get(NO_CARD)!,
      limitName: 'the same call answering no card',
      goal: { max: 50 },
    })
  } finally {
    connection.destroy()
    await server.close()
  }
}

const PARTS: Record<string, () => void | Promise<void>> = {
  chunks: chunkSizes,
  landing: landingBench,
  coldStart: coldStartBench,
  pipeline: pipelineLatency,
  writes: serverWritesBench,
  board: boardBench,
  chainDrain: chainDrainBench,
  briefcase: briefcaseBench,
  files: filesFillBench,
  invoiceTabs: invoiceTabsBench,
  salesReport: salesReportBench,
  visitSave: visitSaveBench,
  search: globalSearchBench,
  live: liveBench,
}

/** Where each run's figures go, and what the next run compares against. */
const RESULTS_FILE = process.env.BENCH_RESULTS || 'bench-results.json'

// BENCH_ONLY=salesReport,invoiceTabs runs those parts alone (the build must exist for Chromium's).
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
if (process.env.BENCH_SCALE) {
  scaleBench()
} else {
  for (const [name, part] of Object.entries(PARTS)) {
    if (!only || only.includes(name)) await part()
  }
  writeResults(RESULTS_FILE)
}
