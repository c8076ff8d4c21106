/** Client companies (core-spec "Client screens", section 3 "Client"). */

import type { IdText, PageInfo, Versioned } from './common.ts'
import { contactInput, contactsAnswer, type Contact, type ContactInput } from './contacts.ts'
import { array, integer, object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero, page, perPage, search } from './fields.ts'
import { route } from './route.ts'
import { periodListParams, type PeriodListQuery } from './periodList.ts'
import {
  answerId,
  answerList,
  answerObject,
  answerText,
  answerVersion,
  pageInfoAnswer,
  type AnswerShape,
} from './answer.ts'

export interface ClientListQuery {
  industry: number
  segment: number
  rm: number
  page: number
  perPage: number
  search: string
}

export const CLIENTS_PER_PAGE = 10

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

/** The client calls (core-spec section 7), in the order a server registers them. */
/** What the PWA reads of a client it keeps. */
const clientShape: AnswerShape<Client> = {
  id: answerId(),
  company: answerText(),
  version: answerVersion(),
}
const relManagersAnswer = answerList<RelManager>({
  relManagerId: integer(),
  name: answerText(),
})
export const clientListRowShape: AnswerShape<ClientListRow> = {
  ...clientShape,
  relManagers: relManagersAnswer,
}
export const clientListAnswer = answerObject<ClientList>({
  clients: array(answerObject(clientListRowShape)),
  industries: answerList<{ id: number; industry: string }>({
    id: integer(),
    industry: answerText(),
  }),
  relManagers: answerList<RelManagerOption>({ relManagerId: integer(), name: answerText() }),
  info: pageInfoAnswer,
})

export const CLIENT_ROUTES = {
  /** [{ text, id }] of companies whose name contains the text (at most 20). */
  search: route<ClientSearchResult[], { text: string }>({
    method: 'GET',
    pattern: '/clients/search/:text',
    params: object({ text: text({ max: 200 }) }),
  }),
  /** The client list; search matches the company name. */
  list: route<ClientList, ClientListQuery>({
    method: 'GET',
    pattern: '/clients/list/:industry/:segment/:rm/:page/:perPage/:search',
    params: clientListParams,
    answer: clientListAnswer,
  }),
  /** The list filtered by the month the client was added (YYYYMM or 0) and an RM tribe. */
  listByPeriod: route<ClientList, PeriodListQuery>({
    method: 'GET',
    pattern: '/clients/list/:from/:to/:tribe/:segment/:rm/:page/:perPage/:search',
    params: periodListParams,
    answer: clientListAnswer,
  }),
  /** { client, contacts, relManagers, version }. */
  detail: route<ClientDetail, { clientId: number }>({
    method: 'GET',
    pattern: '/clients/:clientId{[0-9]+}',
    params: object({ clientId: id() }),
    answer: answerObject<ClientDetail>({
      client: answerObject(clientShape),
      contacts: contactsAnswer,
      relManagers: relManagersAnswer,
      version: answerVersion(),
    }),
  }),
  create: route<ClientSaveResponse, Record<string, never>, ClientSaveRequest>({
    method: 'POST',
    pattern: '/clients',
    body: clientSaveRequest,
  }),
  update: route<ClientSaveResponse, { clientId: number }, ClientSaveRequest>({
    method: 'PUT',
    pattern: '/clients/:clientId{[0-9]+}',
    params: object({ clientId: id() }),
    body: clientSaveRequest,
  }),
  /** Answers { company }; 409 while deals, invoices or visits refer to it. */
  remove: route<DeleteClientResponse, { clientId: number; userId: number }>({
    method: 'DELETE',
    pattern: '/clients/:clientId{[0-9]+}/:userId',
    params: object({ clientId: id(), userId: id() }),
  }),
}
