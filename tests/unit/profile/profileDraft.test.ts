import { describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_SIZE_TEXT } from '../../../src/contract/uploadRules.ts'
import { FILE_TYPE_NOT_ALLOWED, PLEASE_SELECT_FILE } from '../../../src/domain/messages.ts'
import {
  checkPhotoFile,
  draftOf,
  maskedProfilePhone,
  PHOTO_TYPE_NOT_ALLOWED,
  PROFILE_MESSAGES,
  readDraft,
} from '../../../src/features/profile/profileDraft.ts'
import { profileRow } from './fixtures.ts'

const options = {
  segments: [
    { id: 1, text: 'Corporate' },
    { id: 3, text: 'Retail' },
  ],
  branches: [{ id: 2, text: 'Jakarta' }],
}

describe('the phone field', () => {
  it('starts at the +62 prefix when empty and shows a saved phone as it is', () => {
    expect(draftOf(profileRow({ phone: '' })).phone).toBe('+62')
    expect(draftOf(profileRow({ phone: '+62812345' })).phone).toBe('+62812345')
  })

  it('masks 9999-9999-9999-9999 after the prefix, digits only', () => {
    expect(maskedProfilePhone('+628')).toBe('+62 8')
    expect(maskedProfilePhone('+62 81234')).toBe('+62 8123-4')
    expect(maskedProfilePhone('+62 8123-4567-890a')).toBe('+62 8123-4567-890')
    expect(maskedProfilePhone('+62 8123-4567-8901-2345-99')).toBe('+62 8123-4567-8901-2345')
    expect(maskedProfilePhone('+6')).toBe('+6')
    expect(maskedProfilePhone('+6512345678')).toBe('+6512-3456-78')
    expect(maskedProfilePhone('')).toBe('+62')
  })

  it('a phone of the prefix alone is saved empty, not as +62', () => {
    const read = readDraft({ ...draftOf(profileRow({ phone: '' })) }, options)
    expect(read).toMatchObject({ fields: { phone: '' } })
  })
})

describe('a Save of the form', () => {
  it('sends trimmed texts and names the segment and branch', () => {
    const draft = { ...draftOf(profileRow()), name: '  Rina  ', segmentId: 3 }
    expect(readDraft(draft, options)).toEqual({
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
    const draft = draftOf(profileRow({ name: ' ', email: 'not-an-email', segment: null }))
    expect(readDraft({ ...draft, branchId: 0 }, options)).toEqual({
      errors: {
        name: PROFILE_MESSAGES.name,
        email: PROFILE_MESSAGES.emailFormat,
        segmentId: PROFILE_MESSAGES.segment,
        branchId: PROFILE_MESSAGES.branch,
      },
    })
    expect(readDraft({ ...draftOf(profileRow()), email: '' }, options)).toEqual({
      errors: { email: PROFILE_MESSAGES.email },
    })
  })
})

describe('the photo check', () => {
  it('is the shared file check, then pictures of at most 10 MB', () => {
    expect(checkPhotoFile(undefined)).toBe(PLEASE_SELECT_FILE)
    expect(checkPhotoFile({ name: 'virus.exe', size: 10 })).toBe(FILE_TYPE_NOT_ALLOWED)
    expect(checkPhotoFile({ name: 'cv.pdf', size: 10 })).toBe(PHOTO_TYPE_NOT_ALLOWED)
    expect(checkPhotoFile({ name: 'me.JPG', size: 10 })).toBeNull()
    expect(checkPhotoFile({ name: 'me.png', size: 11 * 1024 * 1024 })).toBe(MAX_DOCUMENT_SIZE_TEXT)
  })
})
