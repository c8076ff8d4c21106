/** The employee list (RM picker, consultants, persons in charge). */

import type { IdText } from './common.ts'

export const USER_PATHS = {
  /** GET: active employees; filter '*' for all, else matched on name or email. */
  employees: (filter: string) => `/user/list/employee/${encodeURIComponent(filter.trim() || '*')}`,
} as const

export interface Employee {
  /** The same value as `id` (pickers read either). */
  userId: number
  id: number
  name: string
  email: string
  roleId: number
  jobTitle: string
  tribe: IdText | null
  segment: IdText | null
  branch: IdText | null
}
