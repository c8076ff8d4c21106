import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import { RM_PLATFORM_ID, rmPayload, type RmPayload } from '../../../src/contract/rms.ts'
import { expectAccepted, expectRefused, type Refusal } from './expectations.ts'

const GOOD: RmPayload = {
  id: 0,
  name: 'Budi Santoso',
  nik: '3174012345',
  email: 'budi@example.co.id',
  phone: '+62812-3456-7890',
  address: 'Jl. Sudirman 1, Jakarta',
  jobTitle: 'Relationship Manager',
  segmentId: 2,
  branchId: 3,
  fileBase64: 'iVBORw0KGgo=',
  filename: 'budi.png',
  userId: 1,
  platformId: 2,
}

describe('rmPayload accepts', () => {
  it.each<[string, Record<string, unknown>, Partial<RmPayload>?]>([
    ['a new RM with a photo', {}],
    ['an RM without a photo', { fileBase64: '', filename: '' }],
    ['a jpeg photo', { filename: 'budi.JPEG' }],
    ['the other phone masks', { phone: '(021)555-1234-567' }],
    ['no phone', { phone: undefined }, { phone: '' }],
    [
      'absent optional texts',
      { nik: undefined, address: null, jobTitle: undefined },
      { nik: '', address: '', jobTitle: '' },
    ],
  ])('%s', (_case, change, normalised = {}) => {
    expect(expectAccepted(check(rmPayload(), { ...GOOD, ...change }))).toEqual({
      ...GOOD,
      ...change,
      ...normalised,
    })
  })

  it('sends platform 2', () => {
    expect(RM_PLATFORM_ID).toBe(2)
  })

  it('needs the id when updating', () => {
    expectRefused(check(rmPayload('update'), GOOD), {
      field: 'id',
      description: 'id must be a whole number of at least 1',
    })
    expect(check(rmPayload('update'), { ...GOOD, id: 8 }).ok).toBe(true)
  })
})

const REFUSED: Refusal[] = [
  ['platform 1', { platformId: 1 }, 'platformId', 'platformId must be 2'],
  ['no platform', { platformId: undefined }, 'platformId', 'platformId is required'],
  ['no name', { name: '  ' }, 'name', 'name is required'],
  ['no email', { email: undefined }, 'email', 'email is required'],
  ['an email without a domain', { email: 'budi@' }, 'email', 'email must be an email address'],
  ['no segment', { segmentId: 0 }, 'segmentId', 'segmentId must be a whole number of at least 1'],
  ['no branch', { branchId: undefined }, 'branchId', 'branchId is required'],
  ['no acting user', { userId: undefined }, 'userId', 'userId is required'],
  [
    'letters in the phone',
    { phone: '0812-abc' },
    'phone',
    'phone must be digits, +, -, ( and ) only',
  ],
  [
    'a photo that is a pdf',
    { filename: 'cv.pdf' },
    'filename',
    'filename must end in .png, .jpg, .jpeg',
  ],
  ['a photo that is not base64', { fileBase64: '%%%' }, 'fileBase64', 'fileBase64 must be base64'],
]

describe('rmPayload refuses', () => {
  it.each(REFUSED)('%s', (_case, change, field, description) => {
    expectRefused(check(rmPayload(), { ...GOOD, ...change }), { field, description })
  })
})
