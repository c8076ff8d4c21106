import { PIPELINE_ROUTES, type PipelineFilter } from '../../contract/pipeline.ts'
import type { Db } from '../db/db.ts'
import { listDealCards } from '../deals/cards.ts'
import type { Api } from '../http/api.ts'
import { keptDigests, keptText, type JsonText } from '../http/jsonText.ts'

/**
 * Registered last: its patterns would otherwise catch other /pipeline paths. The four-segment
 * form (existing clients reload the board with /pipeline/0/0/0/0 after a probability update)
 * answers as the six-segment one with rm and probabilities 0 (all).
 */
export function registerPipelineListRoute(api: Api): void {
  api.serve(PIPELINE_ROUTES.list, async (call) => ({
    json: await dealCardsText(call.db, call.input.params),
  }))
  api.serve(PIPELINE_ROUTES.defaultList, async (call) => {
    const filter = { ...call.input.params, rm: 0, probabilities: [] }
    return { json: await dealCardsText(call.db, filter) }
  })
}

/** The list's text, from the answers kept when the database answers one of their digests. */
async function dealCardsText(db: Db, filter: PipelineFilter): Promise<JsonText> {
  const listed = await listDealCards(db, filter, keptDigests())
  const text = listed.text ?? keptText(listed.digest)
  if (text !== undefined) return { text, digest: listed.digest }
  // Dropped from the kept answers by another call meanwhile.
  const whole = await listDealCards(db, filter)
  return { text: whole.text!, digest: whole.digest }
}
