/** Who keeps the profile on the device (light, for the briefcase's list of areas). */
import { canOpenRoute } from '../../domain/navigation.ts'
import { ROLE } from '../../domain/permissions.ts'

/** The route of the Profile screen. */
export const PROFILE_PATH = '/profile'

/** The roles that open the Profile screen, whose devices keep the profile. */
export const PROFILE_ROLES: readonly number[] = Object.values(ROLE).filter((role) =>
  canOpenRoute(role, PROFILE_PATH),
)
