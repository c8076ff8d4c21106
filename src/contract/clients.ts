/** Client companies (core-spec "Client screens", section 3 "Client"). */

import type { IdText, Versioned } from './common.ts'
import { contactInput, contactsAnswer } from './contacts.ts'
import { array, integer, object, optional, text, type Infer } from './validate.ts'
import { id, idOrZero, page, perPage, search } from './fields.ts'
import { route } from './route.ts'
import { periodListParams } from './periodList.ts'
import {
  answerId,
  answerList,
  answerObject,
  answerText,
  answerVersion,
  pageInfoAnswer,
  unchecked,
} from './answer.ts'

export const CLIENTS_PER_PAGE = 10

export type ClientSearchResult = IdText

export interface ClientSaveResponse extends Versioned {
  client: { id: number }
}

export interface DeleteClientResponse {
  company: string
}

const optionalText = (max: number) => optional(text({ max }), '')

/** Client save payload; contacts with an id update that contact, without one add a contact. */
export const clientSaveRequest = object({
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
export type ClientSaveRequest = Infer<typeof clientSaveRequest>

export const clientListParams = object({
  industry: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  page: page(),
  perPage: perPage(),
  search: search(),
})
export type ClientListQuery = Infer<typeof clientListParams>

/** What the PWA reads of a client it keeps. */
const clientShape = {
  id: answerId(),
  company: answerText(),
  /** Both spellings are read by clients. */
  industryId: unchecked<number>(),
  crmIndustryId: unchecked<number>(),
  industry: unchecked<string>(),
  segmentId: unchecked<number>(),
  address1: unchecked<string>(),
  address2: unchecked<string>(),
  address3: unchecked<string>(),
  phone: unchecked<string>(),
  fax: unchecked<string>(),
  website: unchecked<string>(),
  remarks: unchecked<string>(),
  version: answerVersion(),
}
const clientAnswer = answerObject(clientShape)
export type Client = Infer<typeof clientAnswer>

const relManagerShape = {
  relManagerId: integer(),
  name: answerText(),
  branch: unchecked<string>(),
  segment: unchecked<string>(),
}
const relManagerAnswer = answerObject(relManagerShape)
export type RelManager = Infer<typeof relManagerAnswer>
const relManagersAnswer = array(relManagerAnswer)

export const clientListRowShape = {
  ...clientShape,
  /** address1..3 on one line: the ones not blank, joined with ', '. */
  address: unchecked<string>(),
  relManagers: relManagersAnswer,
}
const clientListRowAnswer = answerObject(clientListRowShape)
export type ClientListRow = Infer<typeof clientListRowAnswer>

/** A relationship manager of the client list's filter options: id and relManagerId are the same. */
const relManagerOptionAnswer = answerObject({ ...relManagerShape, id: unchecked<number>() })
export type RelManagerOption = Infer<typeof relManagerOptionAnswer>

export const clientListAnswer = answerObject({
  clients: array(clientListRowAnswer),
  /** Filter options. */
  industries: answerList({ id: integer(), industry: answerText() }),
  segments: unchecked<{ id: number; segment: string }[]>(),
  relManagers: array(relManagerOptionAnswer),
  info: pageInfoAnswer,
})
export type ClientList = Infer<typeof clientListAnswer>

const clientDetailAnswer = answerObject({
  client: clientAnswer,
  contacts: contactsAnswer,
  relManagers: relManagersAnswer,
  version: answerVersion(),
})
export type ClientDetail = Infer<typeof clientDetailAnswer>

/** The client calls (core-spec section 7), in the order a server registers them. */
export const CLIENT_ROUTES = {
  /** [{ text, id }] of companies whose name contains the text (at most 20). */
  search: route<ClientSearchResult[], { text: string }>({
    method: 'GET',
    pattern: '/clients/search/:text',
    params: object({ text: text({ max: 200 }) }),
  }),
  /** The client list; search matches the company name. */
  list: route({
    method: 'GET',
    pattern: '/clients/list/:industry/:segment/:rm/:page/:perPage/:search',
    params: clientListParams,
    answer: clientListAnswer,
  }),
  /** The list filtered by the month the client was added (YYYYMM or 0) and an RM tribe. */
  listByPeriod: route({
    method: 'GET',
    pattern: '/clients/list/:from/:to/:tribe/:segment/:rm/:page/:perPage/:search',
    params: periodListParams,
    answer: clientListAnswer,
  }),
  /** { client, contacts, relManagers, version }. */
  detail: route({
    method: 'GET',
    pattern: '/clients/:clientId{[0-9]+}',
    params: object({ clientId: id() }),
    answer: clientDetailAnswer,
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
