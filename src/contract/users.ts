/** The employee list (RM picker, consultants, persons in charge). */

import type { IdText } from './common.ts'
import { route } from './route.ts'
import { object, text } from './validate.ts'

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

/** The employee calls. */
export const USER_ROUTES = {
  /** Active employees; filter '*' for all (written with calls.ts searchText), else matched on name or email. */
  employees: route<Employee[], { filter: string }>({
    method: 'GET',
    pattern: '/user/list/employee/:filter',
    params: object({ filter: text({ max: 200 }) }),
  }),
}
