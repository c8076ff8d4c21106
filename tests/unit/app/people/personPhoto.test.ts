import { describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_SIZE_TEXT } from '../../../../src/contract/uploadRules.ts'
import { FILE_TYPE_NOT_ALLOWED, PLEASE_SELECT_FILE } from '../../../../src/domain/messages.ts'
import {
  PHOTO_TYPE_NOT_ALLOWED,
  photoFileProblem,
  photoUploadOf,
} from '../../../../src/app/people/personPhoto.ts'

describe('the photo check', () => {
  it('is the shared file check, then pictures of at most 10 MB', () => {
    expect(photoFileProblem(undefined)).toBe(PLEASE_SELECT_FILE)
    expect(photoFileProblem(null)).toBe(PLEASE_SELECT_FILE)
    expect(photoFileProblem({ name: 'virus.exe', size: 10 })).toBe(FILE_TYPE_NOT_ALLOWED)
    expect(photoFileProblem({ name: 'cv.pdf', size: 10 })).toBe(PHOTO_TYPE_NOT_ALLOWED)
    expect(photoFileProblem({ name: 'me.JPG', size: 10 })).toBeNull()
    expect(photoFileProblem({ name: 'me.png', size: 11 * 1024 * 1024 })).toBe(
      MAX_DOCUMENT_SIZE_TEXT,
    )
  })
})

describe('the photo a Save sends', () => {
  it('is the chosen one, else empty (the photo is kept)', () => {
    const chosen = { filename: 'me.png', fileBase64: 'AAA=' }
    expect(photoUploadOf(chosen)).toEqual(chosen)
    expect(photoUploadOf(null)).toEqual({ filename: '', fileBase64: '' })
    expect(photoUploadOf({ filename: 'empty.png', fileBase64: '' })).toEqual({
      filename: '',
      fileBase64: '',
    })
  })
})
