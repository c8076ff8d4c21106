/** A seeded random source (mulberry32): the same CHAOS_SEED replays the same choices. */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** A child source for one actor, so actors do not shift each other's choices. */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4_294_967_296))
  }
}

/**
 * Seeds that once found a sync bug: every chaos file runs them on every run, so a red run on one
 * of them is a regression, not a new seed's luck. 1129313647: a command naming a temp id whose
 * create had already synced.
 */
export const REGRESSION_SEEDS: readonly number[] = [1129313647]

const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31) + 1

/**
 * The seeds a chaos file runs, one test each: with CHAOS_SEED set only that one (to reproduce a
 * failure), else the regression seeds and one new random seed, printed as CHAOS_SEED=<n>.
 */
export function chaosSeeds(regression: readonly number[] = REGRESSION_SEEDS): number[] {
  const fromEnv = Number(process.env.CHAOS_SEED)
  if (Number.isInteger(fromEnv) && fromEnv > 0) return [fromEnv]
  const fresh = randomSeed()
  console.log(`CHAOS_SEED=${fresh}`)
  return [...new Set([...regression, fresh])]
}
