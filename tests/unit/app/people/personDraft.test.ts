import { describe, expect, it } from 'vitest'
import { listWithChoice } from '../../../../src/app/people/listWithChoice.ts'
import {
  EMPTY_PERSON_DRAFT,
  PERSON_MESSAGES,
  personDraftOf,
  readPersonDraft,
  withoutError,
} from '../../../../src/app/people/personDraft.ts'
import { maskedPersonPhone, personPhoneText } from '../../../../src/app/people/personPhone.ts'
import { profileRow } from '../../profile/fixtures.ts'

/** A person as the device holds it: the signed-in user's profile. */
const person = profileRow()

const choices = {
  segments: [
    { id: 1, text: 'Corporate' },
    { id: 3, text: 'Retail' },
  ],
  branches: [{ id: 2, text: 'Jakarta' }],
}

describe('the phone field', () => {
  it('starts at the +62 prefix when empty and shows a saved phone in the mask', () => {
    expect(EMPTY_PERSON_DRAFT.phone).toBe('+62')
    expect(personDraftOf({ ...person, phone: '' }).phone).toBe('+62')
    // A stored number comes into the form in the mask, as a typed one.
    expect(personDraftOf({ ...person, phone: '+62812345' }).phone).toBe('+62 8123-45')
    expect(personDraftOf({ ...person, phone: '+62 8123-45' }).phone).toBe('+62 8123-45')
  })

  it('shows a stored phone in the mask on the read-only screens, nothing for the prefix alone', () => {
    expect(personPhoneText('+628121234567')).toBe('+62 8121-2345-67')
    expect(personPhoneText('+62 8123-4567-890')).toBe('+62 8123-4567-890')
    expect(personPhoneText('081234567')).toBe('+62 8123-4567')
    expect(personPhoneText('+6512345678')).toBe('+6512-3456-78')
    expect(personPhoneText('+62')).toBe('')
    expect(personPhoneText('')).toBe('')
    expect(personPhoneText(undefined)).toBe('')
  })

  it('masks 9999-9999-9999-9999 after the prefix, digits only; emptied it goes back to +62', () => {
    expect(maskedPersonPhone('+628')).toBe('+62 8')
    expect(maskedPersonPhone('+62 81234')).toBe('+62 8123-4')
    expect(maskedPersonPhone('+62 81a2')).toBe('+62 812')
    expect(maskedPersonPhone('+62 8123-4567-8901-2345-99')).toBe('+62 8123-4567-8901-2345')
    expect(maskedPersonPhone('+6')).toBe('+6')
    expect(maskedPersonPhone('+6512345678')).toBe('+6512-3456-78')
    expect(maskedPersonPhone('08123')).toBe('+0812-3')
    expect(maskedPersonPhone('')).toBe('+62')
  })

  it('a phone of the prefix alone is saved empty, not as +62', () => {
    const read = readPersonDraft(personDraftOf({ ...person, phone: '' }), choices)
    expect(read).toMatchObject({ fields: { phone: '' } })
  })
})

describe('a person held without the detail', () => {
  it('starts with empty texts and no segment or branch', () => {
    expect(personDraftOf({ name: 'Citra', email: 'c@crm.test' })).toEqual({
      ...EMPTY_PERSON_DRAFT,
      name: 'Citra',
      email: 'c@crm.test',
    })
  })
})

describe('a Save of the form', () => {
  it('sends trimmed texts and names the segment and branch', () => {
    const draft = {
      ...personDraftOf(person),
      name: '  Rina  ',
      email: 'rm@crm.test ',
      segmentId: 3,
    }
    expect(readPersonDraft(draft, choices)).toEqual({
      fields: {
        name: 'Rina',
        nik: 'N-1',
        email: 'rm@crm.test',
        phone: '+62 8123-4567-890',
        address: 'Jl. Sudirman 1',
        jobTitle: 'Relationship Manager',
        segment: { id: 3, text: 'Retail' },
        branch: { id: 2, text: 'Jakarta' },
      },
    })
  })

  it('needs a name, an email address, a segment and a branch', () => {
    const draft = personDraftOf({ ...person, name: ' ', email: 'not-an-email', segment: null })
    expect(readPersonDraft({ ...draft, branchId: 0 }, choices)).toEqual({
      errors: {
        name: PERSON_MESSAGES.name,
        email: PERSON_MESSAGES.emailFormat,
        segmentId: PERSON_MESSAGES.segment,
        branchId: PERSON_MESSAGES.branch,
      },
    })
    expect(readPersonDraft({ ...personDraftOf(person), email: '' }, choices)).toEqual({
      errors: { email: PERSON_MESSAGES.email },
    })
  })

  it("takes the caller's errors in place of the person's checks", () => {
    const errors = { email: 'Taken' }
    expect(readPersonDraft(personDraftOf(person), choices, errors)).toEqual({ errors })
  })

  it("clears an edited field's error, keeping the others", () => {
    const errors = { name: PERSON_MESSAGES.name, segmentId: PERSON_MESSAGES.segment }
    expect(withoutError(errors, 'segmentId')).toEqual({ name: PERSON_MESSAGES.name })
    expect(withoutError(errors, 'nik')).toBe(errors)
  })
})

describe('the segment and branch choices', () => {
  it("hold the person's own choice when master data lacks it, by name", () => {
    const own = { id: 9, text: 'Another' }
    expect(listWithChoice(choices.segments, own).map((entry) => entry.id)).toEqual([9, 1, 3])
    expect(listWithChoice(undefined, null)).toEqual([])
    expect(listWithChoice(choices.segments, choices.segments[1])).toHaveLength(2)
  })
})
