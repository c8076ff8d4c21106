import type { Random } from './random.ts'
import {
  CITIES,
  COMPANY_KINDS,
  COMPANY_WORDS,
  DEPARTMENTS,
  FIRST_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  POSITIONS,
  SALUTATIONS,
  SEGMENTS,
  STREETS,
} from './vocabulary.ts'

export interface SeedClient {
  id: number
  company: string
  industry_id: number
  segment_id: number
  address1: string
  address2: string
  address3: string
  phone: string
  fax: string
  website: string
  remarks: string
  created_by: number
  created_at: string
}

export interface SeedContact {
  id: number
  client_id: number
  valid: boolean
  salutation: string
  name: string
  email: string
  phone: string
  department: string
  position: string
  created_at: string
}

export interface ClientSet {
  clients: SeedClient[]
  contacts: SeedContact[]
  clientRms: { client_id: number; user_id: number }[]
  contactsByClient: Map<number, number[]>
  rmsByClient: Map<number, number[]>
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** Tries for a name of two words before a large seed, short of them, names a city too. */
const NAME_TRIES = 20

/**
 * A company name no client has yet. The words make a few thousand names; a seed of more clients
 * adds a city, then the client's number, rather than drawing again for ever.
 */
function uniqueCompanyName(random: Random, taken: ReadonlySet<string>, id: number): string {
  let company = ''
  for (let tries = 0; tries < NAME_TRIES && (company === '' || taken.has(company)); tries++) {
    const [first, second] = random.sample(COMPANY_WORDS, 2)
    company = `PT ${random.pick(COMPANY_KINDS)} ${first} ${second}`
  }
  if (!taken.has(company)) return company
  const withCity = `${company} ${random.pick(CITIES)}`
  return taken.has(withCity) ? `${withCity} ${id}` : withCity
}

export function clientRows(
  random: Random,
  count: number,
  rmIds: readonly number[],
  from: Date,
  to: Date,
): ClientSet {
  const set: ClientSet = {
    clients: [],
    contacts: [],
    clientRms: [],
    contactsByClient: new Map(),
    rmsByClient: new Map(),
  }
  const names = new Set<string>()
  for (let id = 1; id <= count; id++) {
    const company = uniqueCompanyName(random, names, id)
    names.add(company)
    const createdAt = new Date(from.getTime() + random.next() * (to.getTime() - from.getTime()))
    const creator = random.pick(rmIds)
    set.clients.push({
      id,
      company,
      industry_id: random.int(1, INDUSTRIES.length),
      segment_id: random.int(1, SEGMENTS.length),
      address1: `${random.pick(STREETS)} No. ${random.int(1, 300)}`,
      address2: `Lantai ${random.int(1, 30)}`,
      address3: random.pick(CITIES),
      phone: `+6221${random.int(1000000, 9999999)}`,
      fax: random.chance(0.5) ? `+6221${random.int(1000000, 9999999)}` : '',
      website: `https://www.${slug(company.slice(3))}.co.id`,
      remarks: '',
      created_by: creator,
      created_at: createdAt.toISOString(),
    })
    const rms = [
      creator,
      ...random.sample(
        rmIds.filter((rm) => rm !== creator),
        random.int(0, 1),
      ),
    ]
    set.rmsByClient.set(id, rms)
    for (const rm of rms) set.clientRms.push({ client_id: id, user_id: rm })
    const contactIds: number[] = []
    for (let n = random.int(1, 4); n > 0; n--) {
      const contactId = set.contacts.length + 1
      const first = random.pick(FIRST_NAMES)
      const last = random.pick(LAST_NAMES)
      set.contacts.push({
        id: contactId,
        client_id: id,
        valid: random.chance(0.9),
        salutation: random.pick(SALUTATIONS),
        name: `${first} ${last}`,
        email: `${slug(first)}.${slug(last)}${contactId}@${slug(company.slice(3))}.co.id`,
        phone: `+62811${random.int(1000000, 9999999)}`,
        department: random.pick(DEPARTMENTS),
        position: random.pick(POSITIONS),
        created_at: createdAt.toISOString(),
      })
      contactIds.push(contactId)
    }
    set.contactsByClient.set(id, contactIds)
  }
  return set
}
