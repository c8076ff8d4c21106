import { describe, expect, it } from 'vitest'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import {
  approvableRmIds,
  isOwnTarget,
  mayDecideTarget,
  maySaveTarget,
  savedTargetStatus,
  TARGET_STATUS,
  targetDecisionRight,
  type TargetDecision,
  type TargetUnit,
  type TeamPeople,
} from '../../../src/domain/targets.ts'
import { TARGET_TYPES } from '../../../src/domain/targetTypes.ts'

/** The acting user in every case: user 3. */
const ME = 3
const OTHER = 8
const as = (roleId: number): Actor => ({ id: ME, roleId })

const ownTarget: TargetUnit = { type: 'rm', id: ME }
const othersTarget: TargetUnit = { type: 'rm', id: OTHER }
/** Not personal targets, although their ids are the user's id. */
const unitsNamedLikeMe: TargetUnit[] = [
  { type: 'tribe', id: ME },
  { type: 'segment', id: ME },
  { type: 'branch', id: ME },
]
const otherUnits: TargetUnit[] = [
  othersTarget,
  { type: 'tribe', id: 2 },
  { type: 'segment', id: 1 },
  { type: 'branch', id: 4 },
  ...unitsNamedLikeMe,
]
const DECISIONS: TargetDecision[] = ['approve', 'reject']
const MANAGERS = [ROLE.admin, ROLE.manager]
const NEVER_WRITE = [ROLE.readOnly, ROLE.viewer]

describe('the own target', () => {
  it('is the personal (rm) target whose id is the user, of no other type', () => {
    expect(isOwnTarget(ownTarget, ME)).toBe(true)
    expect(isOwnTarget(othersTarget, ME)).toBe(false)
    for (const unit of unitsNamedLikeMe) expect(isOwnTarget(unit, ME), unit.type).toBe(false)
  })
})

describe('who saves a target', () => {
  it.each(MANAGERS)('role %i saves every target, its own personal target included', (roleId) => {
    for (const unit of [ownTarget, ...otherUnits]) {
      expect(maySaveTarget(as(roleId), unit), JSON.stringify(unit)).toBe(true)
    }
  })

  it('role 5 saves its own personal target and no other', () => {
    expect(maySaveTarget(as(ROLE.rm), ownTarget)).toBe(true)
    for (const unit of otherUnits) {
      expect(maySaveTarget(as(ROLE.rm), unit), JSON.stringify(unit)).toBe(false)
    }
  })

  it.each(NEVER_WRITE)('role %i saves no target, not even its own', (roleId) => {
    for (const unit of [ownTarget, ...otherUnits]) {
      expect(maySaveTarget(as(roleId), unit), JSON.stringify(unit)).toBe(false)
    }
  })

  it('an unknown role saves nothing', () => {
    expect(maySaveTarget(as(3), ownTarget)).toBe(false)
    expect(maySaveTarget(as(3), { type: 'tribe', id: 2 })).toBe(false)
  })
})

describe('what a save leaves', () => {
  it("an RM's own save needs approval", () => {
    expect(savedTargetStatus(as(ROLE.rm), ownTarget)).toBe('needApproval')
    expect(TARGET_STATUS[savedTargetStatus(as(ROLE.rm), ownTarget)]).toBe('Need approval')
  })

  it.each(MANAGERS)("role %i's save of any other target is approved at once", (roleId) => {
    for (const unit of otherUnits) {
      expect(savedTargetStatus(as(roleId), unit), JSON.stringify(unit)).toBe('approved')
    }
    expect(TARGET_STATUS[savedTargetStatus(as(roleId), othersTarget)]).toBe('Targets approved')
  })

  it.each(MANAGERS)(
    'role %i saving its own personal target needs approval too (nobody decides their own)',
    (roleId) => {
      expect(savedTargetStatus(as(roleId), ownTarget)).toBe('needApproval')
    },
  )
})

describe('who approves or rejects a target', () => {
  it.each([...MANAGERS, ROLE.rm, ...NEVER_WRITE])(
    'role %i never decides its own personal target',
    (roleId) => {
      for (const decision of DECISIONS) {
        expect(targetDecisionRight(as(roleId), ownTarget, decision), decision).toBe('refused')
      }
    },
  )

  it.each(MANAGERS)('role %i approves and rejects every other target', (roleId) => {
    for (const unit of otherUnits) {
      for (const decision of DECISIONS) {
        expect(targetDecisionRight(as(roleId), unit, decision), `${unit.type} ${decision}`).toBe(
          'allowed',
        )
      }
    }
  })

  it("role 5 approves another RM's personal target only when it leads or mentors them", () => {
    expect(targetDecisionRight(as(ROLE.rm), othersTarget, 'approve')).toBe('whenLeadsOrMentors')
  })

  it('role 5 never rejects', () => {
    for (const unit of otherUnits) {
      expect(targetDecisionRight(as(ROLE.rm), unit, 'reject'), unit.type).toBe('refused')
    }
  })

  it('role 5 decides no tribe, segment or branch target', () => {
    for (const type of TARGET_TYPES.filter((each) => each !== 'rm')) {
      for (const id of [ME, OTHER]) {
        expect(targetDecisionRight(as(ROLE.rm), { type, id }, 'approve'), type).toBe('refused')
      }
    }
  })

  it.each(NEVER_WRITE)('role %i decides nothing', (roleId) => {
    for (const unit of otherUnits) {
      for (const decision of DECISIONS) {
        expect(targetDecisionRight(as(roleId), unit, decision), `${unit.type} ${decision}`).toBe(
          'refused',
        )
      }
    }
  })
})

describe('deciding, knowing the teams', () => {
  const team = (leader: number | null, mentor: number | null, members: number[]): TeamPeople => ({
    leader: leader === null ? null : { id: leader },
    mentor: mentor === null ? null : { id: mentor },
    members: members.map((id) => ({ id })),
  })

  it('role 5 approves the targets of the members and leader of a team it leads or mentors', () => {
    const rm = as(ROLE.rm)
    const led = [team(ME, null, [OTHER])]
    const mentored = [team(9, ME, [OTHER])]
    expect(mayDecideTarget(rm, othersTarget, 'approve', led)).toBe(true)
    expect(mayDecideTarget(rm, othersTarget, 'approve', mentored)).toBe(true)
    // The mentor approves the leader's target too.
    expect(mayDecideTarget(rm, { type: 'rm', id: 9 }, 'approve', mentored)).toBe(true)
    // But never rejects, and decides nothing for a team it neither leads nor mentors.
    expect(mayDecideTarget(rm, othersTarget, 'reject', led)).toBe(false)
    expect(mayDecideTarget(rm, othersTarget, 'approve', [team(9, 10, [OTHER, ME])])).toBe(false)
    expect(mayDecideTarget(rm, othersTarget, 'approve', [])).toBe(false)
    // Nor its own target as the team's leader.
    expect(mayDecideTarget(rm, ownTarget, 'approve', [team(ME, null, [ME])])).toBe(false)
  })

  it('lists the RMs whose targets wait on the user, never the user', () => {
    const teams = [team(ME, null, [OTHER, 11])]
    expect(approvableRmIds(as(ROLE.rm), [ME, OTHER, 11, 12], teams)).toEqual([OTHER, 11])
    expect(approvableRmIds(as(ROLE.manager), [ME, OTHER, 12], [])).toEqual([OTHER, 12])
    expect(approvableRmIds(as(ROLE.viewer), [OTHER, 11], teams)).toEqual([])
  })
})
