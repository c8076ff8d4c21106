/** Status updates of a deal (core-spec "Status Update card"). */

import type { Versioned } from './common.ts'
import type { DealIdResponse } from './deals.ts'
import { array, integer, object, optional, text, type Infer } from './validate.ts'
import { id, idOrZero } from './fields.ts'
import { route } from './route.ts'
import { answerId, answerObject, answerText, answerVersion, unchecked } from './answer.ts'

export const STATUS_TEXT_MAX = 1000

/** Answer of create and update; delete answers { dealId }. */
export interface StatusWriteResponse extends Versioned {
  dealId: number
  id: number
}

/** Body of POST and PUT. */
export const statusRequest = object({
  /** 0 (or absent) on create, the status id on update. */
  id: optional(idOrZero(), 0),
  status: text({ min: 1, max: STATUS_TEXT_MAX }),
  dealId: id(),
  userId: id(),
})
export type StatusRequest = Infer<typeof statusRequest>

/** A status update as the PWA keeps it. */
const statusUpdateAnswer = answerObject({
  id: answerId(),
  status: answerText(),
  /** ISO time of the last edit. */
  lastUpdated: answerText(),
  /** The first name of the person who wrote it. */
  firstname: unchecked<string>(),
  dealId: integer(),
  version: answerVersion(),
})
export type StatusUpdate = Infer<typeof statusUpdateAnswer>

/** A deal's status updates as the PWA keeps them. */
export const statusUpdatesAnswer = array(statusUpdateAnswer)

/** The Status Update card's calls. */
export const STATUS_ROUTES = {
  /** The deal's status updates, newest first. */
  list: route({
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
