/**
 * The Add client form's input rules: a 'Required' error clears as soon as its field is valid, and
 * a phone or fax left at its +62 starting value is saved empty (the prefix is only a default).
 */
import { describe, expect, it } from 'vitest'
import { shownClientFormErrors } from '../../../src/domain/clientForm.ts'
import { phoneForSave } from '../../../src/domain/phone.ts'
import { clientUpdate } from '../../../src/entities/clients/clientOps.ts'
import type { ClientRow } from '../../../src/entities/clients/clientRows.ts'
import {
  clientDraftOf,
  clientFieldsOf,
  emptyClientDraft,
} from '../../../src/features/clients/clientDraft.ts'

describe('client form errors follow the values once Save was tried', () => {
  it('shows nothing before the first Save', () => {
    expect(shownClientFormErrors({ company: '', industryId: 0 }, false)).toEqual({})
  })

  it('clears each error as soon as its field is valid, and shows it again if emptied', () => {
    expect(shownClientFormErrors({ company: '', industryId: 0 }, true)).toEqual({
      company: 'required',
      industryId: 'required',
    })
    expect(shownClientFormErrors({ company: 'PT Maju', industryId: 0 }, true)).toEqual({
      industryId: 'required',
    })
    expect(shownClientFormErrors({ company: 'PT Maju', industryId: 3 }, true)).toEqual({})
    expect(shownClientFormErrors({ company: ' ', industryId: 3 }, true)).toEqual({
      company: 'required',
    })
  })
})

describe('phone and fax as saved', () => {
  it.each([
    ['(+62)', ''],
    ['(+6', ''],
    ['(+', ''],
    ['', ''],
    ['(+62)8', '(+62)8'],
    ['(+62)812-3456-7890', '(+62)812-3456-7890'],
    ['021', '021'],
  ])('%j is saved as %j', (typed, saved) => {
    expect(phoneForSave(typed)).toBe(saved)
  })

  it('a new client whose phone and fax were not touched is saved with both empty', () => {
    const fields = clientFieldsOf({ ...emptyClientDraft(), company: 'PT A', industryId: 1 }, 'Bank')
    expect(fields).toMatchObject({ phone: '', fax: '' })
  })

  it('a typed phone and fax are saved as typed', () => {
    const fields = clientFieldsOf(
      { ...emptyClientDraft(), company: 'PT A', phone: '(+62)812-3456', fax: '(+62)21-555' },
      'Bank',
    )
    expect(fields).toMatchObject({ phone: '(+62)812-3456', fax: '(+62)21-555' })
  })

  it('an edited client whose fax was left empty, or cut back into the prefix, sends no fax', () => {
    const row = {
      id: 9,
      company: 'PT Seed',
      industryId: 2,
      crmIndustryId: 2,
      segmentId: 0,
      industry: 'Bank',
      address1: '',
      address2: '',
      address3: '',
      phone: '+62217265129',
      fax: '',
      website: '',
      remarks: '',
      relManagers: [],
      version: 1,
    } satisfies ClientRow
    const draft = clientDraftOf(row)
    // The seeded phone comes into the form masked, as a typed one; the empty fax at the prefix.
    expect(draft).toMatchObject({ phone: '(+62)217-2651-29', fax: '(+62)' })
    for (const fax of [draft.fax, '(+6', '(+']) {
      const fields = clientFieldsOf({ ...draft, fax }, 'Bank')
      const request = clientUpdate.request({ ...fields, clientId: 9 }, { userId: 3 })
      expect(request.body).toMatchObject({ phone: '(+62)217-2651-29', fax: '' })
    }
  })
})
