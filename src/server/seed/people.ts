import { STAGES } from '../../domain/stages.ts'
import { DEMO_ACCOUNTS } from '../demoAccounts.ts'
import type { Random } from './random.ts'
import {
  BRANCHES,
  FIRST_NAMES,
  INDUSTRIES,
  JOB_TITLES,
  LAST_NAMES,
  PLATFORMS,
  PROPOSAL_TYPES,
  SEGMENTS,
  STREETS,
  CITIES,
  TRIBES,
} from './vocabulary.ts'

export const RM_EMPLOYEES = 22

export interface SeedUser {
  id: number
  email: string
  name: string
  role_id: number
  tribe_id: number
  segment_id: number
  branch_id: number
  nik: string
  job_title: string
  phone: string
  address: string
  platform_id: number
}

const named = (names: readonly string[]) => names.map((name, index) => ({ id: index + 1, name }))

export function masterRows() {
  return {
    tribes: named(TRIBES),
    segments: named(SEGMENTS),
    branches: named(BRANCHES),
    stages: STAGES.map((stage) => ({
      id: stage.id,
      name: stage.name,
      probability: stage.probability,
    })),
    proposalTypes: named(PROPOSAL_TYPES),
    industries: named(INDUSTRIES),
    platforms: PLATFORMS,
  }
}

/** The five demo accounts (ids 1 to 5, in DEMO_ACCOUNTS order) and RM employees after them. */
export function userRows(random: Random): SeedUser[] {
  const users: SeedUser[] = DEMO_ACCOUNTS.map((account, index) => ({
    id: index + 1,
    email: account.email,
    name: account.name,
    role_id: account.roleId,
    tribe_id: (index % TRIBES.length) + 1,
    segment_id: (index % SEGMENTS.length) + 1,
    branch_id: (index % BRANCHES.length) + 1,
    nik: `NIK${String(1001 + index)}`,
    job_title: account.roleId === 5 ? 'Relationship Manager' : account.role,
    phone: `+62812${String(1000000 + index * 7919).slice(0, 7)}`,
    address: `${random.pick(STREETS)} No. ${random.int(1, 200)}, ${random.pick(CITIES)}`,
    platform_id: 2,
  }))
  const taken = new Set<string>()
  for (let i = 0; i < RM_EMPLOYEES; i++) {
    let name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
    while (taken.has(name)) name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
    taken.add(name)
    const id = users.length + 1
    users.push({
      id,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@crm.test`,
      name,
      role_id: 5,
      tribe_id: random.int(1, TRIBES.length),
      segment_id: random.int(1, SEGMENTS.length),
      branch_id: random.int(1, BRANCHES.length),
      nik: `NIK${String(1001 + id)}`,
      job_title: random.pick(JOB_TITLES),
      phone: `+62813${String(random.int(1000000, 9999999))}`,
      address: `${random.pick(STREETS)} No. ${random.int(1, 200)}, ${random.pick(CITIES)}`,
      platform_id: 2,
    })
  }
  return users
}
