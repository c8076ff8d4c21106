import {
  CSV_MAX_REPORTED_ERRORS,
  CSV_TYPE_NOT_ALLOWED,
  CSV_UPLOAD_CODE,
  MAX_CSV_BYTES,
  MAX_CSV_SIZE_TEXT,
  PRICING_DOCUMENT_TYPE,
  UPLOAD_FILE_FIELD,
  UPLOAD_ROUTES,
  type CsvRowError,
  type CsvUploadResponse,
  type PricingUploadResponse,
} from '../../contract/uploads.ts'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../contract/uploadRules.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { NUL_REFUSAL } from '../http/hostileText.ts'
import { CsvSyntaxError, parseCsv } from '../clients/csv.ts'
import { readClientRows, rowErrorsText } from '../clients/csvImport.ts'
import { existingCompanies, readCsvLookups, writeCsvClients } from '../clients/csvWrite.ts'
import { insertDealDocument } from '../deals/documents.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite } from '../deals/lock.ts'
import { cleanFilename, storeFile } from '../files/store.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { badRequest, HttpError } from '../http/errors.ts'
import type { FormFields } from '../http/multipart.ts'

/**
 * A refused CSV file answers 200 with its code (the contract's choice); thrown, so the
 * transaction writes nothing.
 */
function csvRefusal(
  code: 'invalid' | 'extension',
  description: string,
  errors?: CsvRowError[],
): HttpError {
  const body: CsvUploadResponse = {
    code,
    description,
    ...(errors && errors.length > 0 ? { errors: errors.slice(0, CSV_MAX_REPORTED_ERRORS) } : {}),
  }
  return new HttpError(200, body)
}

const DOCUMENT_NAME = {
  [PRICING_DOCUMENT_TYPE.pricing]: 'Pricing',
  [PRICING_DOCUMENT_TYPE.agreement]: 'Agreement',
} as const

/** The client data CSV upload and the deal's pricing and agreement documents. */
export function registerUploadRoutes(api: Api): void {
  api.serve(
    UPLOAD_ROUTES.csv,
    async (call) => {
      const file = (call.body as FormFields)[UPLOAD_FILE_FIELD] as File
      const content = new TextDecoder().decode(await file.arrayBuffer())
      if (content.includes('\u0000')) throw csvRefusal('invalid', NUL_REFUSAL)
      let records
      try {
        records = parseCsv(content)
      } catch (error) {
        if (error instanceof CsvSyntaxError) throw csvRefusal('invalid', error.message)
        throw error
      }
      const reading = readClientRows(records, await readCsvLookups(call.db))
      if (!reading.ok) throw csvRefusal('invalid', reading.description, reading.errors)
      const taken = await existingCompanies(call.db, reading.clients)
      if (taken.length > 0) throw csvRefusal('invalid', rowErrorsText(taken), taken)
      const written = await writeCsvClients(call.db, reading.clients, call.actor.id)
      const answer: CsvUploadResponse = {
        code: CSV_UPLOAD_CODE.ok,
        description: SUCCESS.fileUploaded,
        ...written,
      }
      return { body: answer }
    },
    {
      form: {
        maxFileBytes: MAX_CSV_BYTES,
        tooLarge: MAX_CSV_SIZE_TEXT,
        refuse: (description) => csvRefusal('invalid', description),
      },
      refuseBody: ([error]) => {
        const description = error?.description ?? 'The upload could not be read'
        return csvRefusal(
          description === CSV_TYPE_NOT_ALLOWED
            ? CSV_UPLOAD_CODE.extension
            : CSV_UPLOAD_CODE.invalid,
          description,
        )
      },
    },
  )

  api.serve(
    UPLOAD_ROUTES.pricing,
    async (call) => {
      const input = call.input.body
      assertSameUser(call.actor, input.userId)
      const deal = await dealForWrite(call, input.dealId, { ifMatch: false })
      const file = (call.body as FormFields)[UPLOAD_FILE_FIELD] as File
      const filename = cleanFilename(file.name)
      const fileId = await storeFile(call.db, {
        filename,
        data: new Uint8Array(await file.arrayBuffer()),
        createdBy: call.actor.id,
      })
      const documentId = await insertDealDocument(call.db, {
        dealId: deal.id,
        documentType: input.DocumentType,
        fileId,
        filename,
        uploadedBy: call.actor.id,
      })
      const kind = DOCUMENT_NAME[input.DocumentType]
      await addJournal(call.db, {
        dealId: deal.id,
        type: 'pnl',
        headers: [`${kind} uploaded`, filename],
        info: { documentId, documentType: input.DocumentType, filename },
        by: call.actor.id,
      })
      const answer: PricingUploadResponse = {
        dealId: deal.id,
        id: documentId,
        filename,
        DocumentType: input.DocumentType,
      }
      return { body: answer }
    },
    {
      form: {
        maxFileBytes: MAX_DOCUMENT_BYTES,
        tooLarge: MAX_DOCUMENT_SIZE_TEXT,
        refuse: badRequest,
      },
    },
  )
}
