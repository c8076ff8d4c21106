import { useMemo } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { Actor } from '../../domain/permissions.ts'

/** The signed-in person as the permission checks take them, stable while id and role stay. */
export function useActor(profile: Profile): Actor {
  const { id, roleId } = profile
  return useMemo(() => ({ id, roleId }), [id, roleId])
}
