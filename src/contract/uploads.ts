/**
 * Multipart uploads (client data CSV, pricing and agreement documents) and document views
 * (core-spec sections 5, 7).
 */
import {
  DOCUMENT_EXTENSIONS,
  checkFormFields,
  hasExtension,
  segment,
  type Bodies,
  type CallInfo,
  type UploadFile,
  type Validation,
} from './payloadChecks.ts'
import {
  CSV_TYPE_NOT_ALLOWED,
  FILE_TYPE_NOT_ALLOWED,
  PLEASE_SELECT_FILE,
} from '../domain/messages.ts'

export { PLEASE_SELECT_FILE, CSV_TYPE_NOT_ALLOWED, FILE_TYPE_NOT_ALLOWED }

/** The multipart field that carries the file in both uploads. */
export const UPLOAD_FILE_FIELD = 'files'

/** POST /Upload/csv answers 200 with a code: 'invalid' or 'extension' is a refusal. */
export const CSV_UPLOAD_CODE = { ok: 'ok', invalid: 'invalid', extension: 'extension' } as const
export type CsvUploadCode = (typeof CSV_UPLOAD_CODE)[keyof typeof CSV_UPLOAD_CODE]

export interface CsvUploadResponse {
  code: CsvUploadCode
  description: string
}

export function isCsvUploadRefused(answer: CsvUploadResponse): boolean {
  return answer.code === CSV_UPLOAD_CODE.invalid || answer.code === CSV_UPLOAD_CODE.extension
}

export interface CsvUploadFields {
  files: UploadFile
}

/** DocumentType of the pricing upload. */
export const PRICING_DOCUMENT_TYPE = { pricing: 1, agreement: 2 } as const
export type PricingDocumentType = (typeof PRICING_DOCUMENT_TYPE)[keyof typeof PRICING_DOCUMENT_TYPE]

/** POST /pipeline/pricing/upload, multipart; the form fields travel as text. */
export interface PricingUploadFields {
  /** Always 0. */
  id: 0
  userId: number
  dealId: number
  DocumentType: PricingDocumentType
  files: UploadFile
}

export interface PricingUploadResponse {
  dealId: number
}

/** The {type} of a document view key {type}/{docId}/{userId}. */
export const DOCUMENT_VIEW_TYPE = { proposal: 1, pricingOrAgreement: 2, invoice: 3 } as const
export type DocumentViewType = (typeof DOCUMENT_VIEW_TYPE)[keyof typeof DOCUMENT_VIEW_TYPE]

/** Both views answer the address the client opens in a new tab. */
export interface FileViewResponse {
  url: string
}

export const uploadPaths = {
  csv: (): string => '/Upload/csv',
  pricing: (): string => '/pipeline/pricing/upload',
  fileView: (id: number): string => `/File/view/${segment(id)}`,
  documentView: (type: DocumentViewType, docId: number, userId: number): string =>
    `/File/view/${segment(type)}/${segment(docId)}/${segment(userId)}`,
}

export const UPLOAD_CALLS = {
  csv: { method: 'POST', route: '/Upload/csv', status: 200 },
  pricing: { method: 'POST', route: '/pipeline/pricing/upload', status: 200 },
  fileView: { method: 'GET', route: '/File/view/:id', status: 200 },
  documentView: { method: 'GET', route: '/File/view/:type/:docId/:userId', status: 200 },
} as const satisfies Record<keyof typeof uploadPaths, CallInfo>

/** Request and response bodies of each call (multipart requests are FormData; void: none, or one the client does not read). */
export interface UploadCallBodies {
  csv: Bodies<FormData, CsvUploadResponse>
  pricing: Bodies<FormData, PricingUploadResponse>
  fileView: Bodies<void, FileViewResponse>
  documentView: Bodies<void, FileViewResponse>
}

export function csvUploadFormData(file: Blob, fileName: string): FormData {
  const form = new FormData()
  form.append(UPLOAD_FILE_FIELD, file, fileName)
  return form
}

export function pricingUploadFormData(
  fields: Omit<PricingUploadFields, 'files' | 'id'>,
  file: Blob,
  fileName: string,
): FormData {
  const form = new FormData()
  form.append('id', '0')
  form.append('userId', String(fields.userId))
  form.append('dealId', String(fields.dealId))
  form.append('DocumentType', String(fields.DocumentType))
  form.append(UPLOAD_FILE_FIELD, file, fileName)
  return form
}

/** The fields of a parsed multipart body (a file field holds a File). */
export function checkCsvUpload(fields: unknown): Validation<CsvUploadFields> {
  return checkFormFields(fields, (form) => {
    const files = form.file(UPLOAD_FILE_FIELD, PLEASE_SELECT_FILE)
    if (files && !hasExtension(files.name, ['csv'])) {
      form.fail(UPLOAD_FILE_FIELD, CSV_TYPE_NOT_ALLOWED)
    }
    return { files: files ?? { name: '', size: 0 } }
  })
}

/**
 * id 0, userId and dealId at least 1, DocumentType 1 (pricing) or 2 (agreement), and a file whose
 * extension is pdf, doc(x), ppt(x), xls(x), png or jp(e)g.
 */
export function checkPricingUpload(fields: unknown): Validation<PricingUploadFields> {
  return checkFormFields(fields, (form) => {
    const id = form.has('id') ? form.oneOf('id', [0]) : 0
    const files = form.file(UPLOAD_FILE_FIELD, PLEASE_SELECT_FILE)
    if (files && !hasExtension(files.name, DOCUMENT_EXTENSIONS)) {
      form.fail(UPLOAD_FILE_FIELD, FILE_TYPE_NOT_ALLOWED)
    }
    return {
      id,
      userId: form.id('userId'),
      dealId: form.id('dealId'),
      DocumentType: form.oneOf('DocumentType', [
        PRICING_DOCUMENT_TYPE.pricing,
        PRICING_DOCUMENT_TYPE.agreement,
      ]),
      files: files ?? { name: '', size: 0 },
    }
  })
}
