/**
 * The checks a chosen pricing or agreement file passes before it is queued (core-spec section 5:
 * the upload allow-list and 'Please select file'; the server's size limit), and the document each
 * row of the Document card shows.
 */
import type { DealDetail } from '../../contract/deals.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../contract/uploadRules.ts'
import { PRICING_DOCUMENT_TYPE, type PricingDocumentType } from '../../contract/uploads.ts'
import { checkUploadFile } from '../../domain/uploads.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { PENDING_DOCUMENT_FIELD } from '../../entities/deals/documentOps.ts'

/** The message to show for the chosen file, or null when it may be uploaded. */
export function documentFileRefusal(file: { name: string; size: number } | null): string | null {
  const problem = checkUploadFile(file)
  if (problem) return problem
  return file && file.size > MAX_DOCUMENT_BYTES ? MAX_DOCUMENT_SIZE_TEXT : null
}

export const DOCUMENT_ROWS = [
  { type: PRICING_DOCUMENT_TYPE.pricing, label: 'Pricing', detailField: 'pricing' },
  { type: PRICING_DOCUMENT_TYPE.agreement, label: 'Agreement', detailField: 'agreement' },
] as const satisfies readonly {
  type: PricingDocumentType
  label: string
  detailField: keyof DealDetail
}[]

export interface DocumentRowView {
  /** The file shown: the one waiting to be uploaded, else the deal's stored one. */
  filename: string | null
  /** The stored document's id (the view call's docId); null while none, or a newer one waits. */
  documentId: number | null
  /** An upload of this type waits to be sent (or is being sent). */
  pending: boolean
  /** The server refused the waiting upload: the deal's sync mark offers retry or discard. */
  refused: boolean
}

const isUploadOf = (op: OutboxOp, type: PricingDocumentType): boolean =>
  op.type === 'deal.uploadDocument' && op.args.documentType === type

/**
 * The card row's overlay counts only while an upload of that type is unsettled: once it is
 * accepted the re-pulled detail names the file.
 */
export function documentRowView(
  type: PricingDocumentType,
  detail: Pick<DealDetail, 'pricing' | 'agreement'>,
  card: DealRow | undefined,
  ops: readonly OutboxOp[],
): DocumentRowView {
  const stored = detail[type === PRICING_DOCUMENT_TYPE.pricing ? 'pricing' : 'agreement']
  const waiting = ops.filter((op) => isUploadOf(op, type))
  const overlay = card?.[PENDING_DOCUMENT_FIELD[type]]
  const last = waiting.at(-1)?.args.fileName
  if (waiting.length > 0) {
    const filename = overlay ?? (typeof last === 'string' ? last : null)
    const refused = waiting.some((op) => op.status === 'failed' || op.status === 'conflict')
    return { filename, documentId: null, pending: !refused, refused }
  }
  return {
    filename: stored?.filename ?? null,
    documentId: stored?.id ?? null,
    pending: false,
    refused: false,
  }
}
