/** The signed-in person's rights on the client screens (clientRights.ts); none without a session. */
import { useMemo } from 'react'
import { useSession } from '../../entities/session/useSession.ts'
import { clientRightsOf, NOBODY, type ClientRights } from './clientRights.ts'

export function useClientRights(): ClientRights {
  const profile = useSession()?.profile
  const id = profile?.id ?? NOBODY.id
  const roleId = profile?.roleId ?? NOBODY.roleId
  return useMemo(() => clientRightsOf({ id, roleId }), [id, roleId])
}
