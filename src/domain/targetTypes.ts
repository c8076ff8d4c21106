/** Target types (the lowercased kind); a personal target is 'rm'. Apart from targets.ts: the store keys rows by them on every screen. */
export const TARGET_TYPES = ['tribe', 'rm', 'segment', 'branch'] as const
export type TargetType = (typeof TARGET_TYPES)[number]
