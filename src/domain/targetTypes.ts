/** Target types (the lowercased kind); a personal target is 'rm'. Apart from targets.ts: the store keys rows by them on every screen. */
export const TARGET_TYPES = ['tribe', 'rm', 'segment', 'branch'] as const
export type TargetType = (typeof TARGET_TYPES)[number]

/** The Add target menu of the Sales Report screen. */
export const ADD_TARGET_MENU: readonly { label: string; type: TargetType }[] = [
  { label: 'Tribe', type: 'tribe' },
  { label: 'Relationship Manager', type: 'rm' },
  { label: 'Segment', type: 'segment' },
  { label: 'Branch', type: 'branch' },
]

/** The years a device keeps personal targets of: this one and the next (set in the last months). */
export const keptTargetYears = (today: Date): number[] => [
  today.getFullYear(),
  today.getFullYear() + 1,
]
