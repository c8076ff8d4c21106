import { PIPELINE_ROUTES, type PipelineFilter } from '../../contract/pipeline.ts'
import type { Db } from '../db/db.ts'
import { rememberDigest, unchangedDigest } from '../deals/cardListMemo.ts'
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

/**
 * The list's text: the kept answer when nothing changed since its digest was read, else from the
 * answers kept when the database answers one of their digests, else whole.
 */
async function dealCardsText(db: Db, filter: PipelineFilter): Promise<JsonText> {
  const key = JSON.stringify(filter)
  const unchanged = await unchangedDigest(db, key)
  const keptAnswer = unchanged === undefined ? undefined : keptText(unchanged)
  if (keptAnswer !== undefined) return { text: keptAnswer, digest: unchanged! }
  const askedAt = performance.now()
  const listed = await listDealCards(db, filter, keptDigests())
  const text = listed.text ?? keptText(listed.digest)
  if (text !== undefined) {
    rememberDigest(db, key, listed, askedAt)
    return { text, digest: listed.digest }
  }
  // Dropped from the kept answers by another call meanwhile.
  const whole = await listDealCards(db, filter)
  return { text: whole.text!, digest: whole.digest }
}
