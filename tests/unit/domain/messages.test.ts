import { describe, expect, it } from 'vitest'
import {
  AUTHORIZED_OWNERS_ONLY,
  CSV_TYPE_NOT_ALLOWED,
  DEAL_CANT_BE_WON,
  FILE_TYPE_NOT_ALLOWED,
  HOLD_UP,
  MUST_INCLUDE_INVOICE_PERIOD,
  PLEASE_SELECT_FILE,
  deleteConfirmText,
  errorModalFor,
} from '../../../src/domain/messages.ts'

describe('error modal for a failed call', () => {
  const input = 'An error occurred,input field correctly or please contact Support team'
  const connection = 'An error occurred,check your connection or please contact Support team'
  it.each([
    [400, { title: 'Opps', message: input }],
    [403, { title: 'Opps', message: connection }],
    [404, { title: 'Opps', message: connection }],
    [409, { title: 'Opps', message: connection }],
    [500, { title: 'Opps', message: connection }],
    [null, { title: 'Opps', message: connection }],
    [401, null],
    [200, null],
    [204, null],
  ])('status %j: %j', (status, modal) => {
    expect(errorModalFor(status)).toEqual(modal)
  })
})

describe('spelled as the spec spells them', () => {
  it.each([
    [HOLD_UP, 'Hold Up!'],
    [AUTHORIZED_OWNERS_ONLY, "Authorized owner's only"],
    [MUST_INCLUDE_INVOICE_PERIOD, 'Must include Invoice Period'],
    [DEAL_CANT_BE_WON, "Deal can't be won if invoice period still empty"],
    [
      FILE_TYPE_NOT_ALLOWED,
      'File type not allowed. File type to be must *.ppt *.pptx *.pdf *.doc *.docx',
    ],
    [CSV_TYPE_NOT_ALLOWED, 'File type not allowed. File type to be must *.csv'],
    [PLEASE_SELECT_FILE, 'Please select file'],
    [deleteConfirmText('PT Maju'), 'Are you sure Delete PT Maju ?'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})
