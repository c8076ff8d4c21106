/**
 * The deal's pricing and agreement documents (core-spec "Deal detail" Document card): a file
 * chosen offline waits in the op's args (its bytes, name and MIME type, all structured-clone
 * safe for IndexedDB) and the multipart form is built only when the op is sent.
 */
import {
  PRICING_DOCUMENT_TYPE,
  pricingUploadFormData,
  UPLOAD_ROUTES,
  type PricingDocumentType,
  type PricingUploadFields,
} from '../../contract/uploads.ts'
import { pathOf } from '../../contract/route.ts'
import { defineUpdateOp, entityState } from '../../sync/opType.ts'
import { fieldsOf, keeps, NOT_CHANGED } from '../../sync/payloadFields.ts'

export type UploadDocumentArgs = {
  dealId: number
  documentType: PricingDocumentType
  fileName: string
  mimeType: string
  bytes: ArrayBuffer
}

/** The card row's overlay field naming the file that waits to be uploaded, per document type. */
export const PENDING_DOCUMENT_FIELD = {
  [PRICING_DOCUMENT_TYPE.pricing]: 'pendingPricing',
  [PRICING_DOCUMENT_TYPE.agreement]: 'pendingAgreement',
} as const satisfies Record<PricingDocumentType, string>

export const dealUploadDocument = defineUpdateOp<UploadDocumentArgs>({
  type: 'deal.uploadDocument',
  label: 'Upload document',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  // The upload does not change the deal's version, so it never conflicts with other edits.
  ifMatch: false,
  local: ({ documentType, fileName }) => ({ [PENDING_DOCUMENT_FIELD[documentType]]: fileName }),
  request: ({ dealId, documentType, fileName, mimeType, bytes }, { userId }) => ({
    method: UPLOAD_ROUTES.pricing.method,
    path: pathOf(UPLOAD_ROUTES.pricing, {}),
    body: pricingUploadFormData(
      { userId, dealId, DocumentType: documentType },
      new Blob([bytes], { type: mimeType }),
      fileName,
    ),
  }),
  // The overlay is dropped; the uploaded file shows once the deal's detail is pulled again.
  writeBack: (answer) => {
    const type = (answer as { DocumentType?: unknown } | null)?.DocumentType
    return type === PRICING_DOCUMENT_TYPE.pricing || type === PRICING_DOCUMENT_TYPE.agreement
      ? { patch: { [PENDING_DOCUMENT_FIELD[type]]: undefined } }
      : { patch: {} }
  },
  serverState: (body) => entityState(body, 'dealId'),
  fields: fieldsOf<PricingUploadFields>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    dealId: NOT_CHANGED,
    DocumentType: NOT_CHANGED,
    files: keeps(...Object.values(PENDING_DOCUMENT_FIELD)),
  }),
  // Always asks: an upload adds a file rather than changing a field, and is sent without
  // If-Match, so a refusal is the server's rule, not another person's change.
  merges: false,
})
