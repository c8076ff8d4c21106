import { describe, expect, it } from 'vitest'
import { FILE_TYPE_NOT_ALLOWED, PLEASE_SELECT_FILE } from '../../../src/domain/messages.ts'
import {
  draftOfRm,
  EMPTY_RM_DRAFT,
  maskedRmPhone,
  readRmDraft,
  RM_MESSAGES,
  RM_PHOTO_TYPE_NOT_ALLOWED,
  rmPhotoRefusal,
} from '../../../src/features/rms/rmDraft.ts'
import { rmExportFileName, rmExportSheet } from '../../../src/features/rms/rmExport.ts'
import { rmListPage, rowNumber } from '../../../src/features/rms/rmListModel.ts'
import { validateRmSearch } from '../../../src/features/rms/rmSearch.ts'
import type { RmRecord } from '../../../src/store/rms.ts'
import { branch, segment, WEB } from './fixtures.ts'

const cellValue = (cell: unknown): unknown => (cell as { value?: unknown } | null)?.value

const rm = (userId: number, name: string, changes: Partial<RmRecord> = {}): RmRecord => ({
  userId,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@crm.test`,
  jobTitle: 'Relationship Manager',
  platform: WEB,
  segment: segment(1),
  branch: branch(2),
  version: 1,
  ...changes,
})

describe('the Relationship Manager List read from the device', () => {
  const rms = [
    ...Array.from({ length: 12 }, (_, index) =>
      rm(index + 10, `Agent ${String(index).padStart(2, '0')}`),
    ),
    rm(5, 'Citra', { jobTitle: 'Head of Sales', segment: segment(2) }),
    rm(-1, 'Bayu', { branch: branch(3) }),
  ]

  it('sorts by name and cuts pages of 10, numbering rows across pages', () => {
    const first = rmListPage(rms, { segment: 0, branch: 0, search: '' }, 1)
    expect(first).toMatchObject({ total: 14, page: 1, pages: 2 })
    expect(first.rows.map((row) => row.name).slice(0, 2)).toEqual(['Agent 00', 'Agent 01'])
    const second = rmListPage(rms, { segment: 0, branch: 0, search: '' }, 2)
    expect(second.rows.map((row) => row.name)).toEqual(['Agent 10', 'Agent 11', 'Bayu', 'Citra'])
    expect(rowNumber(2, 0)).toBe(11)
  })

  it('searches name, email and job title without regard to case, and filters segment and branch', () => {
    const names = (query: { segment: number; branch: number; search: string }) =>
      rmListPage(rms, query, 1).rows.map((row) => row.name)
    expect(names({ segment: 0, branch: 0, search: 'head OF' })).toEqual(['Citra'])
    expect(names({ segment: 0, branch: 0, search: 'bayu@crm' })).toEqual(['Bayu'])
    expect(names({ segment: 2, branch: 0, search: '' })).toEqual(['Citra'])
    expect(names({ segment: 0, branch: 3, search: '' })).toEqual(['Bayu'])
    expect(names({ segment: 2, branch: 3, search: '' })).toEqual([])
  })
})

describe('the RM form', () => {
  it('masks the phone as 9999-9999-9999-9999 after +62; emptied it goes back to +62', () => {
    expect(EMPTY_RM_DRAFT.phone).toBe('+62')
    expect(maskedRmPhone('+62 812345678901234567')).toBe('+62 8123-4567-8901-2345')
    expect(maskedRmPhone('08123')).toBe('+0812-3')
    expect(maskedRmPhone('+62 81a2')).toBe('+62 812')
    expect(maskedRmPhone('')).toBe('+62')
  })

  const options = {
    segments: [segment(1)],
    branches: [branch(2)],
    rms: [rm(5, 'Citra')],
    selfId: null,
  }

  it('needs a name, an email no other RM has, a segment and a branch', () => {
    expect(readRmDraft(EMPTY_RM_DRAFT, options)).toEqual({
      errors: {
        name: RM_MESSAGES.name,
        email: RM_MESSAGES.email,
        segment: RM_MESSAGES.segment,
        branch: RM_MESSAGES.branch,
      },
    })
    const draft = { ...EMPTY_RM_DRAFT, name: 'Dewi', segmentId: 1, branchId: 2 }
    expect(readRmDraft({ ...draft, email: 'dewi' }, options)).toEqual({
      errors: { email: RM_MESSAGES.emailFormat },
    })
    expect(readRmDraft({ ...draft, email: 'CITRA@crm.test' }, options)).toEqual({
      errors: { email: RM_MESSAGES.emailTaken },
    })
    // The RM's own email is no conflict when it is saved again.
    expect(
      readRmDraft({ ...draft, email: 'citra@crm.test' }, { ...options, selfId: 5 }),
    ).toHaveProperty('fields')
  })

  it('saves trimmed texts, the names of segment and branch, and an empty phone for +62 alone', () => {
    const draft = {
      ...EMPTY_RM_DRAFT,
      name: ' Dewi ',
      email: 'dewi@crm.test ',
      segmentId: 1,
      branchId: 2,
    }
    expect(readRmDraft(draft, options)).toEqual({
      fields: {
        name: 'Dewi',
        nik: '',
        email: 'dewi@crm.test',
        phone: '',
        address: '',
        jobTitle: '',
        segment: segment(1),
        branch: branch(2),
      },
    })
    const typed = readRmDraft({ ...draft, phone: '+62 8123-4567' }, options)
    expect(typed).toMatchObject({ fields: { phone: '+62 8123-4567' } })
  })

  it('starts an edit from the RM as held; an RM without a phone shows +62', () => {
    expect(draftOfRm(rm(5, 'Citra', { phone: '', nik: 'N1' }))).toMatchObject({
      name: 'Citra',
      nik: 'N1',
      phone: '+62',
      segmentId: 1,
      branchId: 2,
    })
  })

  it('passes the photo through the shared file check, then takes pictures of 10 MB at most', () => {
    expect(rmPhotoRefusal(null)).toBe(PLEASE_SELECT_FILE)
    expect(rmPhotoRefusal({ name: 'run.exe', size: 10 })).toBe(FILE_TYPE_NOT_ALLOWED)
    expect(rmPhotoRefusal({ name: 'cv.pdf', size: 10 })).toBe(RM_PHOTO_TYPE_NOT_ALLOWED)
    expect(rmPhotoRefusal({ name: 'me.JPG', size: 11 * 1024 * 1024 })).toMatch(/10 MB/)
    expect(rmPhotoRefusal({ name: 'me.png', size: 2048 })).toBeNull()
  })
})

describe('the export icon', () => {
  it("writes the RM's row with the detail held here, formula starts neutralised", () => {
    const sheet = rmExportSheet(
      rm(5, '=HYPERLINK("x")', { nik: '@N1', phone: '+62 8123-4567', address: '' }),
    )
    expect(sheet[0]!.map(cellValue)).toEqual([
      'Name',
      'NIK',
      'Job Title',
      'Platform',
      'Segment',
      'Branch',
      'Email',
      'Phone No.',
      'Address',
    ])
    expect(sheet[1]!.map(cellValue)).toEqual([
      `'=HYPERLINK("x")`,
      "'@N1",
      'Relationship Manager',
      'Web',
      'Segment 1',
      'Branch 2',
      `'=hyperlink("x")@crm.test`,
      '+62 8123-4567',
      '',
    ])
    expect(rmExportFileName({ name: 'Citra / Sari' })).toBe('RM Citra   Sari.xlsx')
  })
})

describe('the sub-screen in the address', () => {
  it('keeps add, detail and edit with their RM; drops anything else', () => {
    expect(validateRmSearch({ view: 'add', rm: '4' })).toEqual({ view: 'add' })
    expect(validateRmSearch({ view: 'detail', rm: '-3' })).toEqual({ view: 'detail', rm: -3 })
    expect(validateRmSearch({ view: 'edit', rm: 40 })).toEqual({ view: 'edit', rm: 40 })
    expect(validateRmSearch({ view: 'edit' })).toEqual({})
    expect(validateRmSearch({ view: 'delete', rm: 4 })).toEqual({})
    expect(validateRmSearch({ rm: 'x' })).toEqual({})
  })
})
