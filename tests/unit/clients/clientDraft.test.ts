import { describe, expect, it } from 'vitest'
import {
  clientDraftOf,
  clientFieldsOf,
  emptyClientDraft,
} from '../../../src/features/clients/clientDraft.ts'
import type { ClientRow } from '../../../src/entities/clients/clientRows.ts'

describe('the client form values', () => {
  it('start empty with phone and fax at +62', () => {
    expect(emptyClientDraft()).toMatchObject({
      company: '',
      industryId: 0,
      phone: '(+62)',
      fax: '(+62)',
      relManagers: [],
    })
  })

  it('read a stored client, its industry from either spelling', () => {
    const row = {
      id: 4,
      company: 'PT A',
      industryId: 0,
      crmIndustryId: 3,
      industry: 'Mining',
      segmentId: 2,
      address1: 'Jl. 1',
      address2: '',
      address3: '',
      phone: '',
      fax: '021',
      website: '',
      remarks: '',
      relManagers: [],
      version: 2,
    } satisfies ClientRow
    expect(clientDraftOf(row)).toMatchObject({
      industryId: 3,
      segmentId: 2,
      phone: '(+62)',
      // In the mask, a number without its country code read as +62.
      fax: '(+62)21',
    })
  })

  it('are trimmed for the op, with the industry name for the list', () => {
    const fields = clientFieldsOf(
      { ...emptyClientDraft(), company: '  PT B ', industryId: 1, remarks: ' x ' },
      'Banking',
    )
    expect(fields).toMatchObject({
      company: 'PT B',
      remarks: 'x',
      industry: 'Banking',
      industryId: 1,
    })
  })
})
