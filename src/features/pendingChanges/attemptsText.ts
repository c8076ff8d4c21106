import type { OutboxOp } from '../../store/outbox.ts'

/**
 * How far its sending got: tries that the server answered count as attempts; tries that got no
 * answer (offline, a dropped connection) never reached it as far as the device knows.
 */
export function attemptsText(op: Pick<OutboxOp, 'attempts' | 'lastStatus'>): string {
  if (op.attempts === 0) return ''
  if (!op.lastStatus) return ' · no answer yet'
  return ` · ${op.attempts} ${op.attempts === 1 ? 'attempt' : 'attempts'}`
}
