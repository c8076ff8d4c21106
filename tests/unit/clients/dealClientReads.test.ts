import { describe, expect, it } from 'vitest'
import type { ClientRow, ContactRow } from '../../../src/entities/clients/clientRows.ts'
import { isClientHeld } from '../../../src/entities/clients/clientHeldRead.ts'
import { readClientsMatchingCompany } from '../../../src/entities/clients/companyNameMatches.ts'
import {
  readClientContacts,
  readClientContactsByName,
} from '../../../src/entities/contacts/clientContactReads.ts'
import { newDb } from '../crmDbHarness.ts'

const client = (id: number, company: string): ClientRow => ({
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

describe('the clients a deal screen picks from', () => {
  it('matches the company name in any case, at most the number asked, none for no words', async () => {
    const db = newDb()
    await db.clients.bulkPut([
      client(1, 'PT Alpha Maju'),
      client(2, 'CV Beta'),
      client(3, 'pt alphabet'),
      client(4, 'PT ALPHA Jaya'),
    ])
    const ids = async (wanted: string, max: number) =>
      (await readClientsMatchingCompany(db, wanted, max)).map((row) => row.id)
    expect(await ids('alpha', 20)).toEqual([1, 3, 4])
    expect(await ids('alpha', 2)).toEqual([1, 3])
    expect(await ids('', 20)).toEqual([])
    expect(await ids('gamma', 20)).toEqual([])
  })

  it('says whether the device holds a company', async () => {
    const db = newDb()
    await db.clients.put(client(5, 'PT Five'))
    expect(await isClientHeld(db, 5)).toBe(true)
    expect(await isClientHeld(db, 6)).toBe(false)
  })

  it("reads one company's contacts, by id or by name", async () => {
    const db = newDb()
    await db.contacts.bulkPut([
      contact(30, 1, 'Citra'),
      contact(10, 1, 'Budi'),
      contact(20, 2, 'Agus'),
      contact(40, 1, 'Andi'),
    ])
    expect((await readClientContacts(db, 1)).map((row) => row.id)).toEqual([10, 30, 40])
    expect((await readClientContactsByName(db, 1)).map((row) => row.name)).toEqual([
      'Andi',
      'Budi',
      'Citra',
    ])
    expect(await readClientContacts(db, 3)).toEqual([])
  })
})
