/** The sales visit dialog (sales-activity-spec sections 2, 3 and 5). */
import { isWithinLimit } from './textLimits.ts'

export interface VisitDraft {
  /** Standalone visits (no deal) choose their client; deal-bound ones belong to the deal's client. */
  standalone: boolean
  clientId: number | null
  objective: string
  nextStep: string
  remark: string
}

/**
 * Save is disabled until a client is chosen (standalone) and while objective, next step or
 * remark is over 200 characters.
 */
export function canSaveVisit(draft: VisitDraft): boolean {
  // Any id but 0: a company added offline has a temporary (negative) id until it syncs.
  const hasClient =
    !draft.standalone || (typeof draft.clientId === 'number' && draft.clientId !== 0)
  return (
    hasClient &&
    isWithinLimit(draft.objective) &&
    isWithinLimit(draft.nextStep) &&
    isWithinLimit(draft.remark)
  )
}
