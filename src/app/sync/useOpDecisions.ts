import { useState } from 'react'
import type { OutboxOp } from '../../store/outbox.ts'
import type { DecisionKind } from './decisions.ts'
import { syncEngine } from './syncEngine.ts'

/** Runs a decision through the engine; the op may have moved on meanwhile (then nothing happens). */
export function useOpDecisions(onDecided?: (kind: DecisionKind) => void) {
  const [running, setRunning] = useState<DecisionKind | null>(null)
  const decide = async (op: OutboxOp, kind: DecisionKind) => {
    setRunning(kind)
    try {
      await syncEngine[kind](op.opId)
      onDecided?.(kind)
    } catch {
      // The op settled or changed state while the person decided: the live views show what is now.
    } finally {
      setRunning(null)
    }
  }
  return { running, decide }
}
