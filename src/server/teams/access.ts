import { isAdmin, type Actor } from '../../domain/permissions.ts'
import { forbidden } from '../http/errors.ts'

/** Creating, updating and deleting teams: role 1 alone (the Team Configuration screen's); 403 otherwise. */
export function assertMayManageTeams(actor: Actor): void {
  if (!isAdmin(actor)) throw forbidden()
}
