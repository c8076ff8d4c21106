/** The Individual Sales Report's briefcase area: its id and roles (light, for the list of areas). */
import { ROLE } from '../../domain/permissions.ts'

export const INDIVIDUAL_REPORT_AREA_ID = 'individualReport'
export const INDIVIDUAL_REPORT_ROLES: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.rm]
