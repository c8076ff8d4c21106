/** Status updates of a deal (core-spec "Status Update card"). */

import type { Versioned } from './common.ts'
import type { DealIdResponse } from './deals.ts'
import { integer, object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero } from './fields.ts'
import { route } from './route.ts'
import { answerId, answerList, answerText, answerVersion } from './answer.ts'

export const STATUS_TEXT_MAX = 1000

export interface StatusUpdate extends Versioned {
  id: number
  status: string
  /** ISO time of the last edit. */
  lastUpdated: string
  /** The first name of the person who wrote it. */
  firstname: string
  dealId: number
}

/** Body of POST and PUT; id is 0 (or absent) on create and the status id on update. */
export interface StatusRequest {
  id: number
  status: string
  dealId: number
  userId: number
}

/** Answer of create and update; delete answers { dealId }. */
export interface StatusWriteResponse extends Versioned {
  dealId: number
  id: number
}

export const statusRequest: Validator<StatusRequest> = object({
  id: optional(idOrZero(), 0),
  status: text({ min: 1, max: STATUS_TEXT_MAX }),
  dealId: id(),
  userId: id(),
})

/** The Status Update card's calls. */
/** A deal's status updates as the PWA keeps them. */
export const statusUpdatesAnswer = answerList<StatusUpdate>({
  id: answerId(),
  status: answerText(),
  lastUpdated: answerText(),
  dealId: integer(),
  version: answerVersion(),
})

export const STATUS_ROUTES = {
  /** The deal's status updates, newest first. */
  list: route<StatusUpdate[], { dealId: number }>({
    method: 'GET',
    pattern: '/Pipeline/status/:dealId',
    params: object({ dealId: id() }),
    answer: statusUpdatesAnswer,
  }),
  /** A new status update. */
  create: route<StatusWriteResponse, Record<string, never>, StatusRequest>({
    method: 'POST',
    pattern: '/pipeline/status',
    body: statusRequest,
  }),
  /** Edits one. */
  update: route<StatusWriteResponse, { statusId: number }, StatusRequest>({
    method: 'PUT',
    pattern: '/pipeline/status/:statusId',
    params: object({ statusId: id() }),
    body: statusRequest,
  }),
  remove: route<DealIdResponse, { statusId: number; userId: number }>({
    method: 'DELETE',
    pattern: '/pipeline/status/:statusId/:userId',
    params: object({ statusId: id(), userId: id() }),
  }),
}
