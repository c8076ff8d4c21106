/** Client companies (core-spec "Client screens", section 3 "Client"). */

import type { IdText, PageInfo, Versioned } from './common.ts'
import { contactInput, type Contact, type ContactInput } from './contacts.ts'
import { array, object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero, page, perPage, search, yyyymm } from './fields.ts'

export interface ClientListQuery {
  industry: number
  segment: number
  rm: number
  page: number
  perPage: number
  search: string
}

/** The filter form of the client list (deal period, tribe, segment, RM). */
export interface ClientPeriodQuery {
  from: number
  to: number
  tribe: number
  segment: number
  rm: number
  page: number
  perPage: number
  search: string
}

export const CLIENTS_PER_PAGE = 10

const searchSegment = (value: string) => encodeURIComponent(value.trim() || '*')

export const CLIENT_PATHS = {
  /** GET: [{ text, id }] of companies whose name contains the text (at most 20). */
  search: (text: string) => `/clients/search/${encodeURIComponent(text)}`,
  /** GET: the client list; search matches the company name. */
  list: (q: ClientListQuery) =>
    `/clients/list/${q.industry}/${q.segment}/${q.rm}/${q.page}/${q.perPage}/${searchSegment(q.search)}`,
  /** GET: the list filtered by the month the client was added (YYYYMM or 0) and an RM tribe. */
  listByPeriod: (q: ClientPeriodQuery) =>
    `/clients/list/${q.from}/${q.to}/${q.tribe}/${q.segment}/${q.rm}/${q.page}/${q.perPage}/${searchSegment(q.search)}`,
  /** GET: { client, contacts, relManagers, version }. */
  detail: (clientId: number) => `/clients/${clientId}`,
  /** POST: answers { client: { id }, version }. */
  create: '/clients',
  /** PUT: answers { client: { id }, version }. */
  update: (clientId: number) => `/clients/${clientId}`,
  /** DELETE: answers { company }; 409 while deals, invoices or visits refer to it. */
  remove: (clientId: number, userId: number) => `/clients/${clientId}/${userId}`,
} as const

export type ClientSearchResult = IdText

export interface RelManager {
  relManagerId: number
  name: string
  branch: string
  segment: string
}

export interface Client extends Versioned {
  id: number
  company: string
  /** Both spellings are read by clients. */
  industryId: number
  crmIndustryId: number
  industry: string
  segmentId: number
  address1: string
  address2: string
  address3: string
  phone: string
  fax: string
  website: string
  remarks: string
}

export interface ClientListRow extends Client {
  /** address1..3 on one line: the ones not blank, joined with ', '. */
  address: string
  relManagers: RelManager[]
}

/** A relationship manager of the client list's filter options: id and relManagerId are the same. */
export interface RelManagerOption extends RelManager {
  id: number
}

export interface ClientList {
  clients: ClientListRow[]
  /** Filter options. */
  industries: { id: number; industry: string }[]
  segments: { id: number; segment: string }[]
  relManagers: RelManagerOption[]
  info: PageInfo
}

export interface ClientDetail extends Versioned {
  client: Client
  contacts: Contact[]
  relManagers: RelManager[]
}

/** Client save payload; contacts with an id update that contact, without one add a contact. */
export interface ClientSaveRequest {
  id: number
  userId: number
  company: string
  industryId: number
  segmentId: number
  phone: string
  fax: string
  address1: string
  address2: string
  address3: string
  website: string
  remarks: string
  relManagerIds: number[]
  contacts: (ContactInput & { id: number })[]
}

export interface ClientSaveResponse extends Versioned {
  client: { id: number }
}

export interface DeleteClientResponse {
  company: string
}

const optionalText = (max: number) => optional(text({ max }), '')

export const clientSaveRequest: Validator<ClientSaveRequest> = object({
  id: optional(idOrZero(), 0),
  userId: id(),
  company: text({ min: 1, max: 300 }),
  industryId: id(),
  segmentId: optional(idOrZero(), 0),
  phone: optionalText(40),
  fax: optionalText(40),
  address1: optionalText(300),
  address2: optionalText(300),
  address3: optionalText(300),
  website: optionalText(300),
  remarks: optionalText(2000),
  relManagerIds: optional(array(id(), { max: 50 }), []),
  contacts: optional(
    array(
      (input, field) => {
        const fields = contactInput(input, field)
        if (!fields.ok) return fields
        const contactId = optional(idOrZero(), 0)((input as { id?: unknown }).id, `${field}.id`)
        return contactId.ok
          ? { ok: true, value: { ...fields.value, id: contactId.value } }
          : contactId
      },
      { max: 200 },
    ),
    [],
  ),
})

export const clientListParams: Validator<ClientListQuery> = object({
  industry: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  page: page(),
  perPage: perPage(),
  search: search(),
})

export const clientPeriodParams: Validator<ClientPeriodQuery> = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  page: page(),
  perPage: perPage(),
  search: search(),
})
