/**
 * What a person may do on the client screens, by the rules the server applies (permissions.ts):
 * add and edit companies, contacts and client data (canEditClient), delete a company or a contact
 * (canDeleteClient, by the company's relationship managers).
 */
import type { RelManager } from '../../contract/clients.ts'
import { canDeleteClient, canEditClient, ROLE, type Actor } from '../../domain/permissions.ts'

export interface ClientRights {
  actor: Actor
  /** Add and edit companies and contacts, upload client data. */
  canEdit: boolean
  /** Delete a company (or one of its contacts) with these relationship managers. */
  canDelete: (relManagers: readonly Pick<RelManager, 'relManagerId'>[] | undefined) => boolean
}

/** Who is taken to act without a session: nothing is allowed. */
export const NOBODY: Actor = { id: 0, roleId: ROLE.readOnly }

export function clientRightsOf(actor: Actor): ClientRights {
  return {
    actor,
    canEdit: canEditClient(actor),
    canDelete: (relManagers) =>
      canDeleteClient(
        actor,
        (relManagers ?? []).map((manager) => manager.relManagerId),
      ),
  }
}
