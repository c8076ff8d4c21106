// BENCH_SCALE=1: the key figures at 5,000 and 50,000 deals side by side (BENCH_SCALE_DEALS
// names other sizes). Each size is a run of its own (a child process, BENCH_DEALS set), so a
// figure and its limit always come from the same run; the figures are paired in the order the
// parts record them.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { shown, type RecordedFigure } from './figures.ts'

/** At both sizes: cold start, board, pull, drop, search, invoice tabs, fill, the reports' calls. */
const SCALE_PARTS = 'coldStart,pipeline,writes,board,briefcase,invoiceTabs,search,salesReport'

const resultsFile = (deals: number) => `bench-results-${deals}.json`

function runAt(deals: number): RecordedFigure[] {
  const file = resultsFile(deals)
  rmSync(file, { force: true })
  console.log(`\n===== ${deals} deals =====`)
  const run = spawnSync('npx', ['tsx', 'tests/bench/run.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_SCALE: '',
      BENCH_DEALS: String(deals),
      BENCH_ONLY: process.env.BENCH_ONLY || SCALE_PARTS,
      BENCH_RESULTS: file,
    },
  })
  if (run.status !== 0) console.log(`The run at ${deals} deals ended with ${run.status}.`)
  if (!existsSync(file)) return []
  return (JSON.parse(readFileSync(file, 'utf8')) as { figures: RecordedFigure[] }).figures
}

const cell = (figure: RecordedFigure | undefined): string =>
  figure === undefined
    ? '-'.padEnd(30)
    : `${shown(figure.value, figure.unit)} (${Number.isFinite(figure.ratio) ? figure.ratio.toFixed(2) : '-'}x)${figure.met === false ? ' over' : ''}`.padEnd(
        30,
      )

export function scaleBench(): void {
  const sizes = (process.env.BENCH_SCALE_DEALS ?? '5000,50000').split(',').map(Number)
  const runs = sizes.map(runAt)
  const longest = Math.max(...runs.map((figures) => figures.length))
  console.log(`\nSide by side (each figure with its ratio to its own run's limit):`)
  console.log(
    `  ${'figure'.padEnd(62)} ${sizes.map((deals) => `${deals} deals`.padEnd(30)).join(' ')}`,
  )
  for (let index = 0; index < longest; index++) {
    const name = runs.find((figures) => figures[index])?.[index]?.name ?? ''
    const shownName = name.replace(new RegExp(`\\b${sizes[0]}\\b`, 'g'), 'N')
    console.log(
      `  ${shownName.padEnd(62)} ${runs.map((figures) => cell(figures[index])).join(' ')}`,
    )
  }
}
