import { describe, expect, it } from 'vitest'
import { EMPTY_PERSON_DRAFT, personDraftOf } from '../../../src/app/people/personDraft.ts'
import { readRmDraft, RM_MESSAGES } from '../../../src/features/rms/rmDraft.ts'
import { rmExportFileName, rmExportSheet } from '../../../src/features/rms/rmExport.ts'
import { rmListPage, rowNumber } from '../../../src/features/rms/rmListModel.ts'
import { validateRmSearch } from '../../../src/features/rms/rmSearch.ts'
import type { RmRecord } from '../../../src/entities/rms/rmRows.ts'
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
  const options = {
    segments: [segment(1)],
    branches: [branch(2)],
    rms: [rm(5, 'Citra')],
    selfId: null,
  }

  it('needs a name, an email no other RM has, a segment and a branch', () => {
    expect(readRmDraft(EMPTY_PERSON_DRAFT, options)).toEqual({
      errors: {
        name: RM_MESSAGES.name,
        email: RM_MESSAGES.email,
        segmentId: RM_MESSAGES.segment,
        branchId: RM_MESSAGES.branch,
      },
    })
    const draft = { ...EMPTY_PERSON_DRAFT, name: 'Dewi', segmentId: 1, branchId: 2 }
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
      ...EMPTY_PERSON_DRAFT,
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
    expect(personDraftOf(rm(5, 'Citra', { phone: '', nik: 'N1' }))).toMatchObject({
      name: 'Citra',
      nik: 'N1',
      phone: '+62',
      segmentId: 1,
      branchId: 2,
    })
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
