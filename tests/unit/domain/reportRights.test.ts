import { describe, expect, it } from 'vitest'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import {
  canReadIndividualReport,
  canReadSalesReport,
  canReadTeamReport,
  type ReportTeam,
} from '../../../src/domain/reports.ts'

/** The acting user in every case: user 3. */
const ME = 3
const as = (roleId: number): Actor => ({ id: ME, roleId })
const ALL_ROLES = [ROLE.readOnly, ROLE.admin, ROLE.manager, 3, ROLE.viewer, ROLE.rm, 9]

const team = (leader: number | null, mentor: number | null, members: number[]): ReportTeam => ({
  leader: leader === null ? null : { id: leader },
  mentor: mentor === null ? null : { id: mentor },
  members: members.map((id) => ({ id })),
})
/** User 3 leads team A (members 8, 9, mentor 7) and mentors team B (leader 10, member 11). */
const MY_TEAMS = [team(ME, 7, [8, 9]), team(10, ME, [11])]
/** A team user 3 is only a member of. */
const OTHER_TEAM = team(20, 21, [ME, 22])

describe('the Sales Report is for roles 1 and 2', () => {
  it.each(ALL_ROLES)('role %d', (roleId) => {
    expect(canReadSalesReport({ roleId })).toBe(roleId === ROLE.admin || roleId === ROLE.manager)
  })
})

describe("a person's report", () => {
  it('roles 1 and 2 read anyone’s', () => {
    for (const roleId of [ROLE.admin, ROLE.manager]) {
      for (const userId of [ME, 8, 99])
        expect(canReadIndividualReport(as(roleId), userId, [])).toBe(true)
    }
  })

  it('role 5 reads its own and those of the people of the teams it leads or mentors', () => {
    const rm = as(ROLE.rm)
    expect(canReadIndividualReport(rm, ME, [])).toBe(true)
    for (const userId of [7, 8, 9, 10, 11]) {
      expect(canReadIndividualReport(rm, userId, MY_TEAMS), `user ${userId}`).toBe(true)
    }
    expect(canReadIndividualReport(rm, 8, [])).toBe(false)
    expect(canReadIndividualReport(rm, 99, MY_TEAMS)).toBe(false)
    // A member of a team does not read its leader, mentor or fellow members.
    for (const userId of [20, 21, 22]) {
      expect(canReadIndividualReport(rm, userId, [OTHER_TEAM]), `user ${userId}`).toBe(false)
    }
  })

  it('other roles read none, not even their own', () => {
    for (const roleId of [ROLE.readOnly, ROLE.viewer, 3, 9]) {
      expect(canReadIndividualReport(as(roleId), ME, MY_TEAMS)).toBe(false)
      expect(canReadIndividualReport(as(roleId), 8, MY_TEAMS)).toBe(false)
    }
  })
})

describe('the leader, mentor and team proposal calls', () => {
  it.each(ALL_ROLES)('role %d asks for itself only', (roleId) => {
    const allowed = [ROLE.admin, ROLE.manager, ROLE.rm].includes(roleId as 1 | 2 | 5)
    expect(canReadTeamReport(as(roleId), ME)).toBe(allowed)
    expect(canReadTeamReport(as(roleId), 8)).toBe(false)
  })
})
