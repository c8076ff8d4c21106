import { canManageRms, type Actor } from '../../domain/permissions.ts'
import { forbidden } from '../http/errors.ts'

/** Creating, updating and deleting RMs: role 1 alone (canManageRms); 403 otherwise. */
export function assertMayManageRms(actor: Actor): void {
  if (!canManageRms(actor)) throw forbidden()
}
