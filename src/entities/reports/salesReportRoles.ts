/** Whose devices keep the Sales Report's default views (light, for the briefcase's list of areas). */
import { ROLE } from '../../domain/permissions.ts'

export const SALES_REPORT_ROLES: readonly number[] = [ROLE.admin, ROLE.manager]
