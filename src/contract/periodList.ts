/**
 * The deal-period list query two lists share: the client list's period filter and the lost deal
 * list (deal period from and to as YYYYMM or 0, tribe, segment and RM or 0, a page, a search).
 */
import { object, type Infer } from './validate.ts'
import { idOrZero, page, perPage, search, yyyymm } from './fields.ts'

export const periodListParams = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  page: page(),
  perPage: perPage(),
  /** '' for none (sent as '*'). */
  search: search(),
})
export type PeriodListQuery = Infer<typeof periodListParams>
