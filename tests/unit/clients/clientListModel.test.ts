import { describe, expect, it } from 'vitest'
import {
  clientListPage,
  clientMatches,
  contactListPage,
  NO_CLIENT_FILTER,
  pageOf,
  serverContactPage,
  unsentContacts,
  type ContactListQuery,
} from '../../../src/features/clients/clientListModel.ts'
import type { ClientRow, ContactRow } from '../../../src/entities/clients/clientRows.ts'

const client = (id: number, company: string, fields: Partial<ClientRow> = {}): ClientRow => ({
  id,
  company,
  industryId: 1,
  crmIndustryId: 1,
  industry: 'Banking',
  segmentId: 0,
  address1: '',
  address2: '',
  address3: '',
  phone: '',
  fax: '',
  website: '',
  remarks: '',
  relManagers: [],
  version: 1,
  ...fields,
})

const contact = (id: number, clientId: number, name: string): ContactRow => ({
  id,
  clientId,
  name,
  valid: true,
  salutation: 'Mr.',
  email: '',
  phone: '(+62)811',
  department: 'Finance',
  position: '',
  version: 1,
})

describe('the client list from the cache', () => {
  const rm = { relManagerId: 7, name: 'Rina', branch: '', segment: '' }
  const clients = [
    client(3, 'PT Zeta', { industryId: 2 }),
    client(1, 'pt alpha', { segmentId: 4 }),
    client(2, 'PT Beta', { relManagers: [rm] }),
  ]

  it('sorts by company name (case aside), then id', () => {
    const page = clientListPage(clients, NO_CLIENT_FILTER, 1, 10)
    expect(page.rows.map((row) => row.id)).toEqual([1, 2, 3])
    expect(page.total).toBe(3)
  })

  it.each([
    [{ industry: 2 }, [3]],
    [{ segment: 4 }, [1]],
    [{ rm: 7 }, [2]],
    [{ search: '  BET ' }, [2]],
    [{ search: 'pt' }, [1, 2, 3]],
    [{ industry: 1, search: 'zeta' }, []],
  ])('filter %j keeps %j', (filter, ids) => {
    const query = { ...NO_CLIENT_FILTER, ...filter }
    expect(clientListPage(clients, query, 1, 10).rows.map((row) => row.id)).toEqual(ids)
    expect(clients.filter((row) => clientMatches(row, query)).length).toBe(ids.length)
  })

  it('cuts pages of 10 and keeps the page within range', () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      client(index + 1, `C${String(index).padStart(2, '0')}`),
    )
    expect(clientListPage(many, NO_CLIENT_FILTER, 3, 10)).toMatchObject({
      page: 3,
      pages: 3,
      total: 23,
    })
    expect(clientListPage(many, NO_CLIENT_FILTER, 3, 10).rows).toHaveLength(3)
    expect(clientListPage(many, NO_CLIENT_FILTER, 9, 10).page).toBe(3)
    expect(pageOf([], 1, 10)).toEqual({ rows: [], total: 0, page: 1, pages: 1 })
  })
})

describe('the contact list from the cache', () => {
  const clientsById = new Map([
    [1, client(1, 'PT Alpha Sejahtera', { industryId: 1 })],
    [2, client(2, 'PT Beta', { industryId: 2 })],
  ])
  const contacts = [
    contact(10, 1, 'Sari'),
    contact(11, 2, 'Budi'),
    contact(12, 9, 'Orphan'),
    contact(13, 1, 'Andi'),
  ]
  const all: ContactListQuery = { industry: 0, search: '', periodIds: null }

  it('gives each contact its company, sorted by name, without contacts of companies not held', () => {
    const page = contactListPage(contacts, clientsById, all, 1, 5)
    expect(page.rows.map((row) => [row.name, row.company])).toEqual([
      ['Andi', 'PT Alpha Sejahtera'],
      ['Budi', 'PT Beta'],
      ['Sari', 'PT Alpha Sejahtera'],
    ])
  })

  it('filters by the company industry, the period ids and the name', () => {
    const names = (query: Partial<ContactListQuery>) =>
      contactListPage(contacts, clientsById, { ...all, ...query }, 1, 5).rows.map((row) => row.name)
    expect(names({ industry: 2 })).toEqual(['Budi'])
    expect(names({ periodIds: new Set([10, 11]) })).toEqual(['Budi', 'Sari'])
    expect(names({ periodIds: new Set<number>() })).toEqual([])
    expect(names({ search: 'SAR' })).toEqual(['Sari'])
  })

  it('pages by 5', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      contact(index + 1, 1, `N${String(index).padStart(2, '0')}`),
    )
    const page = contactListPage(many, clientsById, all, 3, 5)
    expect(page).toMatchObject({ page: 3, pages: 3, total: 12 })
    expect(page.rows.map((row) => row.name)).toEqual(['N10', 'N11'])
  })
})

describe('the contact list as the server pages it', () => {
  const clientsById = new Map([[1, client(1, 'PT Alpha Sejahtera (renamed here)')]])
  const held = { ...contact(20, 1, 'Citra'), company: 'PT Alpha Sejahtera' }
  const elsewhere = { ...contact(21, 7, 'Dewi'), company: 'PT Gamma' }
  const server = { rows: [held, elsewhere], total: 12 }

  it('shows the server`s rows and total, each company by the name this device holds', () => {
    const page = serverContactPage(server, clientsById, [], 2, 5)
    expect(page).toMatchObject({ page: 2, pages: 3, total: 12 })
    expect(page.rows.map((row) => [row.name, row.company])).toEqual([
      ['Citra', 'PT Alpha Sejahtera (renamed here)'],
      ['Dewi', 'PT Gamma'],
    ])
  })

  it('puts the contacts added here and not sent yet first, on the first page only', () => {
    const all: ContactListQuery = { industry: 0, search: 'an', periodIds: null }
    const unsent = unsentContacts(
      [contact(-3, 1, 'Anton'), contact(-4, 1, 'Budi'), contact(30, 1, 'Anisa')],
      clientsById,
      all,
    )
    expect(unsent.map((row) => row.name)).toEqual(['Anton'])
    expect(
      serverContactPage(server, clientsById, unsent, 1, 5).rows.map((row) => row.name),
    ).toEqual(['Anton', 'Citra', 'Dewi'])
    expect(serverContactPage(server, clientsById, unsent, 2, 5).rows).toHaveLength(2)
  })
})
