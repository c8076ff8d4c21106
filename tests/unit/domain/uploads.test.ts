import { describe, expect, it } from 'vitest'
import {
  CSV_ACCEPT,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  checkCsvFile,
  checkUploadFile,
  fileExtension,
} from '../../../src/domain/uploads.ts'

const NOT_ALLOWED = 'File type not allowed. File type to be must *.ppt *.pptx *.pdf *.doc *.docx'
const CSV_NOT_ALLOWED = 'File type not allowed. File type to be must *.csv'
const SELECT = 'Please select file'

describe('upload extensions: pdf, doc, docx, ppt, pptx, xls, xlsx, png, jpg, jpeg', () => {
  it.each([
    'proposal.pdf',
    'proposal.doc',
    'proposal.docx',
    'deck.ppt',
    'deck.pptx',
    'sheet.xls',
    'sheet.xlsx',
    'scan.png',
    'scan.jpg',
    'scan.jpeg',
    'PROPOSAL.PDF',
    'Deck.PptX',
    'my.file.name.docx',
    '.pdf',
  ])('%s is allowed', (name) => {
    expect(checkUploadFile(name)).toBeNull()
    expect(checkUploadFile({ name })).toBeNull()
  })

  it.each([
    'notes.txt',
    'archive.zip',
    'image.gif',
    'report.pdf.exe',
    'pdf',
    'proposal.',
    'data.csv',
    'x.pdfx',
  ])('%s is refused', (name) => {
    expect(checkUploadFile(name)).toBe(NOT_ALLOWED)
  })

  it.each([null, undefined, '', '   ', { name: '' }])(
    'nothing selected (%j) asks to select a file',
    (file) => {
      expect(checkUploadFile(file)).toBe(SELECT)
      expect(checkCsvFile(file)).toBe(SELECT)
    },
  )

  it('lists ten extensions and the matching accept attribute', () => {
    expect(UPLOAD_EXTENSIONS).toHaveLength(10)
    expect(UPLOAD_ACCEPT).toBe('.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.png,.jpg,.jpeg')
  })
})

describe('client data CSV: .csv only', () => {
  it.each([
    ['clients.csv', null],
    ['CLIENTS.CSV', null],
    ['clients.xlsx', CSV_NOT_ALLOWED],
    ['clients.pdf', CSV_NOT_ALLOWED],
    ['clients.csv.txt', CSV_NOT_ALLOWED],
    ['csv', CSV_NOT_ALLOWED],
  ])('%s: %j', (name, error) => {
    expect(checkCsvFile(name)).toBe(error)
  })

  it('accepts .csv in the file picker', () => {
    expect(CSV_ACCEPT).toBe('.csv')
  })
})

describe('file extension', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['a.b.Docx', 'docx'],
    ['noext', ''],
    ['trailing.', ''],
  ])('%s has %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension)
  })
})
