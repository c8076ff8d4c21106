import { TARGET_STATUS, type TargetType } from '../../contract/targets.ts'
import { MONTHS_IN_TARGET } from '../../domain/targets.ts'
import type { Db } from '../db/db.ts'
import { insertRows } from './bulk.ts'
import type { Random } from './random.ts'
import { BRANCHES, SEGMENTS, TRIBES } from './vocabulary.ts'

const ADMIN_ID = 1

export interface SeedTeam {
  id: number
  leader_id: number
  mentor_id: number
}

export interface TargetSeedInput {
  /** This year: targets are seeded for it and the year before. */
  year: number
  /** The RMs (role 5), demo RMs 3 and 4 first. */
  rmIds: readonly number[]
  teams: readonly SeedTeam[]
  members: readonly { team_id: number; user_id: number }[]
}

interface SeedTarget {
  id: number
  type: TargetType
  subject_id: number
  year: number
  status: string
  self_target: boolean
  created_by: number
  approved_by: number | null
}

/** How this year's personal targets cycle over the other RMs: 'notSet' seeds none. */
const RM_STATES = ['approved', 'needApproval', 'rejected', 'notSet'] as const
type RmState = (typeof RM_STATES)[number]

/** A unit's targets are a few RMs' worth. */
const SCALE: Record<TargetType, number> = { rm: 1, tribe: 4, segment: 5, branch: 4 }

/** This year's state of each RM's personal target: the demo RMs' need approval, the rest cycle. */
const rmStateThisYear = (index: number): RmState =>
  index < 2 ? 'needApproval' : RM_STATES[(index - 2) % RM_STATES.length]!

/** The mentor of the RM's team (of a team it leads or belongs to), else the administrator. */
function deciderOf(input: TargetSeedInput, rmId: number): number {
  const team =
    input.teams.find((each) => each.leader_id === rmId) ??
    input.teams.find((each) =>
      input.members.some((member) => member.team_id === each.id && member.user_id === rmId),
    )
  return team?.mentor_id ?? ADMIN_ID
}

function targetRows(input: TargetSeedInput): SeedTarget[] {
  const targets: SeedTarget[] = []
  const add = (target: Omit<SeedTarget, 'id'>) =>
    targets.push({ id: targets.length + 1, ...target })
  const units: [TargetType, number][] = [
    ['tribe', TRIBES.length],
    ['segment', SEGMENTS.length],
    ['branch', BRANCHES.length],
  ]
  for (const year of [input.year - 1, input.year]) {
    for (const [type, count] of units) {
      for (let subject = 1; subject <= count; subject++) {
        add({
          type,
          subject_id: subject,
          year,
          status: TARGET_STATUS.approved,
          self_target: false,
          created_by: ADMIN_ID,
          approved_by: ADMIN_ID,
        })
      }
    }
    input.rmIds.forEach((rmId, index) => {
      const state = year < input.year ? 'approved' : rmStateThisYear(index)
      if (state === 'notSet') return
      add({
        type: 'rm',
        subject_id: rmId,
        year,
        status: TARGET_STATUS[state],
        self_target: true,
        created_by: rmId,
        approved_by: state === 'needApproval' ? null : deciderOf(input, rmId),
      })
    })
  }
  return targets
}

/** Twelve months of the four amounts, scaled to the unit. */
function monthRows(random: Random, target: SeedTarget) {
  const scale = SCALE[target.type]
  return Array.from({ length: MONTHS_IN_TARGET }, (_, month) =>
    [
      random.int(2, 8) * scale,
      random.int(5, 20) * scale,
      random.int(10, 60) * 50_000_000 * scale,
      random.int(5, 40) * 50_000_000 * scale,
    ].map((amount, kind) => ({
      target_id: target.id,
      year: target.year,
      month: month + 1,
      target_type: kind + 1,
      amount,
    })),
  ).flat()
}

/**
 * Targets of last year and this year for every tribe, segment and branch (set and approved by the
 * administrator) and every RM: last year approved; this year the demo RMs' need approval (for
 * their leader or mentor to decide) and the others' cycle through approved, need approval,
 * rejected and not set (no target), so reports and the approval screens have data.
 */
export async function seedTargets(tx: Db, random: Random, input: TargetSeedInput): Promise<void> {
  const targets = targetRows(input)
  await insertRows(
    tx,
    'targets',
    {
      id: 'int',
      type: 'text',
      subject_id: 'int',
      year: 'int',
      status: 'text',
      self_target: 'boolean',
      created_by: 'int',
      approved_by: 'int',
    },
    targets,
  )
  await insertRows(
    tx,
    'target_items',
    { target_id: 'int', year: 'int', month: 'int', target_type: 'int', amount: 'bigint' },
    targets.flatMap((target) => monthRows(random, target)),
  )
}
