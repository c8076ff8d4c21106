/**
 * Multipart uploads (client data CSV, pricing and agreement documents) and document views
 * (core-spec sections 5, 7).
 */
import {
  integer,
  literal,
  object,
  optional,
  refine,
  type Infer,
  type Validator,
} from './validate.ts'
import { id } from './fields.ts'
import { route } from './route.ts'
import {
  DOCUMENT_EXTENSIONS,
  uploadedFile,
  hasExtension,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_TEXT,
} from './uploadRules.ts'
import {
  CSV_TYPE_NOT_ALLOWED,
  FILE_TYPE_NOT_ALLOWED,
  PLEASE_SELECT_FILE,
} from '../domain/messages.ts'

export { PLEASE_SELECT_FILE, CSV_TYPE_NOT_ALLOWED, FILE_TYPE_NOT_ALLOWED }

/** The multipart field that carries the file in both uploads. */
export const UPLOAD_FILE_FIELD = 'files'

/**
 * POST /Upload/csv answers 200 with a code: 'invalid' or 'extension' is a refusal (nothing of the
 * file is written); 'ok' means every row was written. A role that may not write gets 403.
 */
export const CSV_UPLOAD_CODE = { ok: 'ok', invalid: 'invalid', extension: 'extension' } as const
export type CsvUploadCode = (typeof CSV_UPLOAD_CODE)[keyof typeof CSV_UPLOAD_CODE]

/** One bad cell or row of a refused CSV file. Rows count as a spreadsheet shows them: the header is row 1. */
export interface CsvRowError {
  row: number
  /** The column, or '' for the row as a whole. */
  field: string
  description: string
}

export interface CsvUploadResponse {
  code: CsvUploadCode
  /** 'Upload file success', or the refusal (the first bad row, e.g. 'Row 3: industry is required'). */
  description: string
  /** On success: how many clients and contacts were added. */
  clients?: number
  contacts?: number
  /** On an 'invalid' refusal of the rows: every bad row (at most CSV_MAX_REPORTED_ERRORS). */
  errors?: CsvRowError[]
}

export const MAX_CSV_BYTES = 2 * 1024 * 1024
export const MAX_CSV_SIZE_TEXT = 'The file must be at most 2 MB'
export const MAX_CSV_ROWS = 5000
export const CSV_MAX_REPORTED_ERRORS = 20

/**
 * The client data file: UTF-8 text, comma (or semicolon) separated, double quotes around cells
 * holding separators, quotes or line breaks. The first row names the columns (any order, any
 * case; unknown names are refused). Each further row is one client company, optionally with one
 * contact; rows naming the same company again (same text, any case) add further contacts to it
 * and leave its company columns blank or equal. A company that already exists is refused.
 *
 * - company (required, at most 300 characters), industry (required: the industry's name as in
 *   the client list's industries, or its id), segment (optional: name or id),
 * - phone, fax (at most 40), address1, address2, address3, website (at most 300), remarks (2000).
 * - Contact columns, all blank for a row without a contact: contactName, contactPhone and
 *   contactDepartment (required for a contact), contactSalutation (-, Mr., Ms., Mrs., Dr.;
 *   blank is -), contactEmail, contactPosition, contactValid (yes/no, true/false or 1/0; blank
 *   is yes).
 */
export const CSV_CLIENT_COLUMNS = [
  'company',
  'industry',
  'segment',
  'phone',
  'fax',
  'address1',
  'address2',
  'address3',
  'website',
  'remarks',
] as const
export const CSV_CONTACT_COLUMNS = [
  'contactName',
  'contactSalutation',
  'contactEmail',
  'contactPhone',
  'contactDepartment',
  'contactPosition',
  'contactValid',
] as const
export const CSV_REQUIRED_COLUMNS = ['company', 'industry'] as const
export type CsvColumn = (typeof CSV_CLIENT_COLUMNS)[number] | (typeof CSV_CONTACT_COLUMNS)[number]

export function isCsvUploadRefused(answer: CsvUploadResponse): boolean {
  return answer.code === CSV_UPLOAD_CODE.invalid || answer.code === CSV_UPLOAD_CODE.extension
}

/** DocumentType of the pricing upload. */
export const PRICING_DOCUMENT_TYPE = { pricing: 1, agreement: 2 } as const
export type PricingDocumentType = (typeof PRICING_DOCUMENT_TYPE)[keyof typeof PRICING_DOCUMENT_TYPE]

/** { dealId } as the spec reads it, plus the stored document (its id is the document view's docId). */
export interface PricingUploadResponse {
  dealId: number
  id: number
  filename: string
  DocumentType: PricingDocumentType
}

/** The {type} of a document view key {type}/{docId}/{userId}. */
export const DOCUMENT_VIEW_TYPE = { proposal: 1, pricingOrAgreement: 2, invoice: 3 } as const
export type DocumentViewType = (typeof DOCUMENT_VIEW_TYPE)[keyof typeof DOCUMENT_VIEW_TYPE]

/**
 * Both views answer the address the client opens in a new tab: an absolute URL of the file's
 * download route carrying a signed token in its query (a new tab sends no bearer header), valid
 * for FILE_LINK_TTL_SECONDS. The download answers the file inline with its content type; an
 * expired or altered link answers 403. {id} of /File/view/{id} is the stored file's id (the deal
 * detail's proposal.url names that call); the document view key's docId is the proposal id
 * (type 1), the deal document id (type 2: pricing.id, agreement.id) or the invoice id (type 3),
 * and its userId must be the caller.
 */
export interface FileViewResponse {
  url: string
  filename: string
  /** ISO time after which the url is refused. */
  expiresAt: string
}

export const FILE_LINK_TTL_SECONDS = 300

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

const csvFile = refine(uploadedFile(PLEASE_SELECT_FILE), (files) =>
  !hasExtension(files.name, ['csv'])
    ? CSV_TYPE_NOT_ALLOWED
    : files.size > MAX_CSV_BYTES
      ? MAX_CSV_SIZE_TEXT
      : null,
)

/** The fields of a parsed multipart body (a file field holds a File) of at most 2 MB. */
export const csvUploadFields = object({ [UPLOAD_FILE_FIELD]: csvFile })
export type CsvUploadFields = Infer<typeof csvUploadFields>

const documentFile = refine(uploadedFile(PLEASE_SELECT_FILE), (files) =>
  !hasExtension(files.name, DOCUMENT_EXTENSIONS)
    ? FILE_TYPE_NOT_ALLOWED
    : files.size > MAX_DOCUMENT_BYTES
      ? MAX_DOCUMENT_SIZE_TEXT
      : null,
)

/**
 * id 0, userId and dealId at least 1, DocumentType 1 (pricing) or 2 (agreement), and a file of at
 * most 10 MB whose extension is pdf, doc(x), ppt(x), xls(x), png or jp(e)g.
 */
export const pricingUploadFields = object({
  /** Always 0. */
  id: optional(literal(0), 0),
  userId: id(),
  dealId: id(),
  DocumentType: literal(PRICING_DOCUMENT_TYPE.pricing, PRICING_DOCUMENT_TYPE.agreement),
  [UPLOAD_FILE_FIELD]: documentFile,
})
/** POST /pipeline/pricing/upload, multipart; the form fields travel as text. */
export type PricingUploadFields = Infer<typeof pricingUploadFields>

/** The document view key {type}/{docId}/{userId}; userId must be the caller. */
export const documentViewParams = object({
  type: integer({ oneOf: Object.values(DOCUMENT_VIEW_TYPE) }) as Validator<DocumentViewType>,
  docId: id(),
  userId: id(),
})

/** The document types whose files a device keeps (its briefcase): every one of them. */
export const KEPT_DOCUMENT_TYPES = [
  DOCUMENT_VIEW_TYPE.proposal,
  DOCUMENT_VIEW_TYPE.pricingOrAgreement,
  DOCUMENT_VIEW_TYPE.invoice,
] as const
export type KeptDocumentType = (typeof KEPT_DOCUMENT_TYPES)[number]

/** The key {type}/{docId} of a document's file bytes (the document view key without its userId). */
export const fileBytesParams = object({
  type: integer({ oneOf: [...KEPT_DOCUMENT_TYPES] }) as Validator<KeptDocumentType>,
  docId: id(),
})

/**
 * The upload and file calls, in the order a server registers them. Multipart bodies are sent as
 * FormData (csvUploadFormData, pricingUploadFormData) and checked field by field.
 */
export const UPLOAD_ROUTES = {
  csv: route<CsvUploadResponse, Record<string, never>, CsvUploadFields>({
    method: 'POST',
    pattern: '/Upload/csv',
    body: csvUploadFields,
  }),
  pricing: route<PricingUploadResponse, Record<string, never>, PricingUploadFields>({
    method: 'POST',
    pattern: '/pipeline/pricing/upload',
    body: pricingUploadFields,
  }),
  /** {fileId} is the stored file's id (the deal detail's proposal.url names this call). */
  fileView: route<FileViewResponse, { fileId: number }>({
    method: 'GET',
    pattern: '/File/view/:fileId',
    params: object({ fileId: id() }),
  }),
  documentView: route<FileViewResponse, { type: DocumentViewType; docId: number; userId: number }>({
    method: 'GET',
    pattern: '/File/view/:type/:docId/:userId',
    params: documentViewParams,
  }),
  /**
   * The file itself, inline with its content type: the address a view answers, public (no bearer
   * header) but for the signed token in its query; an expired or altered token answers 403.
   */
  fileDownload: route<Blob, { fileId: number }>({
    method: 'GET',
    pattern: '/File/download/:fileId',
    params: object({ fileId: id() }),
  }),
  /**
   * A document's file for the device itself (its briefcase keeps it), with the bearer token
   * instead of a signed link: inline with its content type and a strong ETag (the bytes'
   * SHA-256); If-None-Match naming it answers 304 without a body. {type} and {docId} are those of
   * the document view key: 1 the proposal's id, 2 the deal document's id, 3 the invoice's id. An
   * RM reads only the proposal and document files of deals it is an RM or access of, and invoice
   * files only the roles whose lists show invoices (1, 2, 5) read (403); 404 when the document is
   * missing, 204 when it names a file the server does not hold.
   */
  fileBytes: route<Blob, { type: KeptDocumentType; docId: number }>({
    method: 'GET',
    pattern: '/File/bytes/:type/:docId',
    params: fileBytesParams,
  }),
}
