import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from '../../../src/contract/uploadRules.ts'
import {
  CSV_TYPE_NOT_ALLOWED,
  FILE_TYPE_NOT_ALLOWED,
  MAX_CSV_BYTES,
  MAX_CSV_SIZE_TEXT,
  PLEASE_SELECT_FILE,
  PRICING_DOCUMENT_TYPE,
  csvUploadFields,
  pricingUploadFields,
  csvUploadFormData,
  isCsvUploadRefused,
  pricingUploadFormData,
} from '../../../src/contract/uploads.ts'
import {
  CSV_TYPE_NOT_ALLOWED as DOMAIN_CSV_TYPE_NOT_ALLOWED,
  FILE_TYPE_NOT_ALLOWED as DOMAIN_FILE_TYPE_NOT_ALLOWED,
  PLEASE_SELECT_FILE as DOMAIN_PLEASE_SELECT_FILE,
} from '../../../src/domain/messages.ts'
import { expectAccepted, expectRefused } from './expectations.ts'

const file = (name: string) => new File(['a,b\n1,2\n'], name, { type: 'text/plain' })

describe('messages', () => {
  it('are spelled as the domain messages', () => {
    expect(CSV_TYPE_NOT_ALLOWED).toBe(DOMAIN_CSV_TYPE_NOT_ALLOWED)
    expect(FILE_TYPE_NOT_ALLOWED).toBe(DOMAIN_FILE_TYPE_NOT_ALLOWED)
    expect(PLEASE_SELECT_FILE).toBe(DOMAIN_PLEASE_SELECT_FILE)
  })
})

describe('csvUploadFields', () => {
  it.each(['clients.csv', 'CLIENTS.CSV'])('accepts %s', (name) => {
    const upload = file(name)
    expect(expectAccepted(check(csvUploadFields, { files: upload })).files).toBe(upload)
  })

  it.each([
    ['no file', {}, PLEASE_SELECT_FILE],
    ['a text field instead of a file', { files: 'clients.csv' }, PLEASE_SELECT_FILE],
    ['an xlsx file', { files: file('clients.xlsx') }, CSV_TYPE_NOT_ALLOWED],
    ['a file without an extension', { files: file('csv') }, CSV_TYPE_NOT_ALLOWED],
  ])('refuses %s', (_case, fields, description) => {
    expectRefused(check(csvUploadFields, fields), { field: 'files', description })
  })

  it('refuses a file over 2 MB', () => {
    const big = new File([new Uint8Array(MAX_CSV_BYTES + 1)], 'clients.csv')
    expectRefused(check(csvUploadFields, { files: big }), {
      field: 'files',
      description: MAX_CSV_SIZE_TEXT,
    })
    const atCap = new File([new Uint8Array(MAX_CSV_BYTES)], 'clients.csv')
    expect(check(csvUploadFields, { files: atCap }).ok).toBe(true)
  })

  it('sends the file in the field named files', async () => {
    const form = csvUploadFormData(file('clients.csv'), 'clients.csv')
    const sent = form.get('files')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('clients.csv')
    expect(await (sent as File).text()).toBe('a,b\n1,2\n')
  })
})

describe('isCsvUploadRefused', () => {
  it.each([
    ['invalid', true],
    ['extension', true],
    ['ok', false],
  ] as const)('code %s refused: %s', (code, refused) => {
    expect(isCsvUploadRefused({ code, description: 'x' })).toBe(refused)
  })
})

describe('pricingUploadFields', () => {
  const GOOD = {
    id: '0',
    userId: '7',
    dealId: '14',
    DocumentType: '2',
    files: file('Agreement.pdf'),
  }

  it('accepts the multipart fields as text and answers numbers', () => {
    const value = expectAccepted(check(pricingUploadFields, GOOD))
    expect(value).toEqual({ id: 0, userId: 7, dealId: 14, DocumentType: 2, files: GOOD.files })
  })

  it.each(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg'])(
    'accepts a .%s document',
    (extension) => {
      expect(check(pricingUploadFields, { ...GOOD, files: file(`pricing.${extension}`) }).ok).toBe(
        true,
      )
    },
  )

  it('refuses a document over 10 MB', () => {
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'pricing.pdf')
    expectRefused(check(pricingUploadFields, { ...GOOD, files: big }), {
      field: 'files',
      description: MAX_DOCUMENT_SIZE_TEXT,
    })
  })

  it('treats an absent id as 0', () => {
    const { id: _id, ...withoutId } = GOOD
    expect(expectAccepted(check(pricingUploadFields, withoutId)).id).toBe(0)
  })

  it.each([
    ['id 5', { id: '5' }, 'id', 'id must be 0'],
    ['DocumentType 3', { DocumentType: '3' }, 'DocumentType', 'DocumentType must be one of 1, 2'],
    ['no DocumentType', { DocumentType: undefined }, 'DocumentType', 'DocumentType is required'],
    ['no dealId', { dealId: '' }, 'dealId', 'dealId is required'],
    ['a dealId that is not a number', { dealId: 'abc' }, 'dealId', 'dealId must be a whole number'],
    ['userId 0', { userId: '0' }, 'userId', 'userId must be a whole number of at least 1'],
    ['no file', { files: undefined }, 'files', PLEASE_SELECT_FILE],
    ['a file of a refused type', { files: file('pricing.exe') }, 'files', FILE_TYPE_NOT_ALLOWED],
  ])('refuses %s', (_case, change, field, description) => {
    expectRefused(check(pricingUploadFields, { ...GOOD, ...change }), { field, description })
  })

  it('builds the multipart form with id 0 and the document type', () => {
    const form = pricingUploadFormData(
      { userId: 7, dealId: 14, DocumentType: PRICING_DOCUMENT_TYPE.pricing },
      file('Pricing.xlsx'),
      'Pricing.xlsx',
    )
    expect([...form.keys()]).toEqual(['id', 'userId', 'dealId', 'DocumentType', 'files'])
    const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files'))
    expect(fields).toEqual({ id: '0', userId: '7', dealId: '14', DocumentType: '1' })
    expect(
      expectAccepted(check(pricingUploadFields, Object.fromEntries(form.entries()))).DocumentType,
    ).toBe(1)
  })
})
