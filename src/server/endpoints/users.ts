import { USER_ROUTES } from '../../contract/users.ts'
import type { Api } from '../http/api.ts'
import { readEmployees } from '../users/read.ts'

/** GET /user/list/employee/{filter}: '*' for everyone, else matched on name or email. */
export function registerUserRoutes(api: Api): void {
  api.serve(USER_ROUTES.employees, async (call) => {
    const { filter } = call.input.params
    return { body: await readEmployees(call.db, filter === '*' ? '' : filter) }
  })
}
