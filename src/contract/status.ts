/** Status updates of a deal (core-spec "Status Update card"). */

import type { Versioned } from './common.ts'
import { object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero } from './fields.ts'

export const STATUS_PATHS = {
  /** GET: the deal's status updates, newest first. */
  list: (dealId: number) => `/Pipeline/status/${dealId}`,
  /** POST: a new status update. */
  create: '/pipeline/status',
  /** PUT: edits one. */
  update: (statusId: number) => `/pipeline/status/${statusId}`,
  /** DELETE */
  remove: (statusId: number, userId: number) => `/pipeline/status/${statusId}/${userId}`,
} as const

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
