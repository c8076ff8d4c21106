/**
 * Every bench figure beside its limit, measured in the same run: `record` prints one aligned line
 * (figure, limit, ratio, goal) and keeps it; run.ts writes them all to bench-results.json and,
 * when an earlier file exists, prints each figure's change since.
 *
 * The limit is what the figure cannot beat on this machine (the raw IndexedDB read of the same
 * rows, the server's own time for the same request, the libraries every screen needs...), or the
 * goal itself where nothing was measured beside it. The goal holds when the value is at most
 * `goal.max`, or its ratio to the limit at most `goal.ratio` (at least, for `higherIsBetter`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export interface Goal {
  /** The value it may reach (at least this, for `higherIsBetter`). */
  max?: number
  /** The ratio to the limit it may reach (at least this, for `higherIsBetter`). */
  ratio?: number
}

export interface Figure {
  /** Unique within a run: the key run-to-run changes are matched on. */
  name: string
  value: number
  unit: string
  limit: number
  limitName: string
  goal?: Goal
  /** Scores: more is better, so goals are minimums. */
  higherIsBetter?: boolean
}

export interface RecordedFigure extends Figure {
  ratio: number
  /** Whether the goal holds; null when the figure has none. */
  met: boolean | null
}

interface Results {
  at: string
  figures: RecordedFigure[]
}

/** The limit of an interaction (a drop, a key, a click): the screen answers in the next frame. */
export const ONE_FRAME = { limit: 1000 / 60, limitName: 'one frame at 60 Hz' } as const

const recorded: RecordedFigure[] = []

const NAME_WIDTH = 60

/** A figure's value in its unit: 1 decimal under 100, none above. */
export function shown(value: number, unit: string): string {
  if (!Number.isFinite(value)) return `- ${unit}`
  const digits = unit === '' ? 2 : Math.abs(value) < 100 ? 1 : 0
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`
}

function goalText(figure: Figure): string {
  const { goal } = figure
  if (!goal) return ''
  const sign = figure.higherIsBetter ? '≥' : '≤'
  const parts = [
    goal.max !== undefined ? `${sign} ${shown(goal.max, figure.unit)}` : null,
    goal.ratio !== undefined ? `ratio ${sign} ${goal.ratio}` : null,
  ].filter(Boolean)
  return parts.join(' or ')
}

function goalMet(figure: Figure, ratio: number): boolean | null {
  const { goal } = figure
  if (!goal || !Number.isFinite(figure.value)) return goal ? false : null
  const within = (value: number, bound: number | undefined) =>
    bound !== undefined && (figure.higherIsBetter ? value >= bound : value <= bound)
  return within(figure.value, goal.max) || within(ratio, goal.ratio)
}

/** Prints the figure on one aligned line and keeps it for bench-results.json. */
export function record(figure: Figure): RecordedFigure {
  const ratio = figure.limit > 0 ? figure.value / figure.limit : Number.NaN
  const kept: RecordedFigure = { ...figure, ratio, met: goalMet(figure, ratio) }
  if (recorded.some((other) => other.name === figure.name)) {
    throw new Error(`the figure '${figure.name}' was recorded twice`)
  }
  recorded.push(kept)
  const goal = goalText(figure)
  const verdict = kept.met === null ? '' : kept.met ? '  ok' : '  over'
  console.log(
    `  ${figure.name.padEnd(NAME_WIDTH)} ${shown(figure.value, figure.unit).padStart(10)}` +
      `  limit ${shown(figure.limit, figure.unit).padStart(10)} (${figure.limitName})` +
      `  ratio ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}` +
      (goal ? `  goal ${goal}${verdict}` : ''),
  )
  return kept
}

export const recordedFigures = (): readonly RecordedFigure[] => recorded

function readPrevious(path: string): Results | null {
  if (!existsSync(path)) return null
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Results
  } catch {
    return null
  }
}

function change(before: RecordedFigure, now: RecordedFigure): string {
  if (!Number.isFinite(before.value) || !Number.isFinite(now.value)) return 'not comparable'
  const delta = now.value - before.value
  const percent =
    before.value === 0
      ? ''
      : ` (${delta >= 0 ? '+' : ''}${((delta / Math.abs(before.value)) * 100).toFixed(0)}%)`
  const better = now.higherIsBetter ? delta > 0 : delta < 0
  const word = delta === 0 ? 'same' : better ? 'better' : 'worse'
  return `${shown(before.value, before.unit)} -> ${shown(now.value, now.unit)}${percent} ${word}`
}

/**
 * Writes this run's figures to `path`; when the file held an earlier run, prints each figure's
 * change since then first (a partial run, BENCH_ONLY, keeps the other parts' earlier figures).
 */
export function writeResults(path: string): void {
  const previous = readPrevious(path)
  if (previous && recorded.length > 0) {
    console.log(`\nChanges since the run of ${previous.at} (${path}):`)
    for (const now of recorded) {
      const before = previous.figures.find((figure) => figure.name === now.name)
      console.log(`  ${now.name.padEnd(NAME_WIDTH)} ${before ? change(before, now) : 'new'}`)
    }
  }
  const names = new Set(recorded.map((figure) => figure.name))
  const kept = (previous?.figures ?? []).filter((figure) => !names.has(figure.name))
  const results: Results = { at: new Date().toISOString(), figures: [...kept, ...recorded] }
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`)
  const missed = recorded.filter((figure) => figure.met === false)
  console.log(
    `\n${recorded.length} figures written to ${path}; ${missed.length} over their goal` +
      (missed.length > 0 ? `: ${missed.map((figure) => figure.name).join(', ')}` : ''),
  )
}
