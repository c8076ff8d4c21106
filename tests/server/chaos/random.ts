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

export function chaosSeed(): number {
  const fromEnv = Number(process.env.CHAOS_SEED)
  return Number.isInteger(fromEnv) && fromEnv > 0
    ? fromEnv
    : Math.floor(Math.random() * 2 ** 31) + 1
}
