import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import {
  TARGET_ROUTES,
  TARGET_STATUS,
  type IndividualTarget,
  type TargetMonth,
  type TargetPayload,
  type TargetStatusResponse,
  type UnitTarget,
} from '../../src/contract/targets.ts'
import { check } from '../../src/contract/validate.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { count } from './fixtures.ts'
import {
  callers,
  newKey,
  serverForFile,
  USER_IDS,
  type ApiResponse,
  type Caller,
} from './harness.ts'

const server = serverForFile()

const THIS_YEAR = new Date().getUTCFullYear()
/** Years the seed leaves empty, one per test that writes, so tests never share a target. */
let nextYear = THIS_YEAR + 1
const freshYear = (): number => nextYear++

const AMOUNTS = [4, 10, 250_000_000, 200_000_000] as const

/** A month row with the four kinds 1 proposals, 2 visits, 3 value, 4 sales. */
const row = (month: number, year: number, amounts: readonly number[] = AMOUNTS): TargetMonth => ({
  month,
  year,
  targets: amounts.map((amount, index) => ({ id: (index + 1) as 1 | 2 | 3 | 4, amount })),
})

const twelveMonths = (year: number): TargetMonth[] =>
  Array.from({ length: 12 }, (_, index) => row(index + 1, year))

/** rm2's personal target (a member of rm's team, which rm leads and the manager mentors). */
const personal = (
  userId: number,
  year: number,
  overrides: Partial<TargetPayload> = {},
): TargetPayload => ({
  id: USER_IDS.rm2,
  type: 'rm',
  userId,
  items: twelveMonths(year),
  Approve: false,
  Reject: false,
  ...overrides,
})

const decision = (
  userId: number,
  year: number,
  flag: 'Approve' | 'Reject',
  overrides: Partial<TargetPayload> = {},
): TargetPayload => ({
  id: USER_IDS.rm2,
  type: 'rm',
  userId,
  year,
  items: [],
  Approve: flag === 'Approve',
  Reject: flag === 'Reject',
  ...overrides,
})

interface TargetRow {
  id: number
  status: string
  version: number
  self_target: boolean
  created_by: number
  approved_by: number | null
}

async function targetRow(type: string, subjectId: number, year: number) {
  const [found] = await server().db.query<TargetRow>(
    `SELECT id, status, version, self_target, created_by, approved_by FROM targets
      WHERE type = $1 AND subject_id = $2 AND year = $3`,
    [type, subjectId, year],
  )
  return found
}

/** Everything a refused write must leave as it was. */
const snapshot = async () =>
  server().db.query(
    `SELECT (SELECT count(*) FROM targets)::int AS targets,
            (SELECT count(*) FROM target_items)::int AS items,
            (SELECT coalesce(sum(version), 0) FROM targets)::int AS versions,
            (SELECT coalesce(sum(amount), 0) FROM target_items)::text AS amounts,
            (SELECT string_agg(status, ',' ORDER BY id) FROM targets) AS statuses`,
  )

const save = (caller: Caller, body: unknown, headers?: Record<string, string>) =>
  caller.post('/pipeline/target', body, headers)

const expectNoContent = (response: ApiResponse) => {
  expect(response.status, response.text).toBe(204)
  expect(response.text).toBe('')
}

const expectForbidden = (response: ApiResponse) => {
  expect(response.status, response.text).toBe(403)
  expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
}

const readIndividual = (caller: Caller, year: number, userId: number = USER_IDS.rm2) =>
  caller.get<IndividualTarget>(`/Pipeline/target/${year}/${userId}`)

describe('the seed', () => {
  it('sets every tribe, segment, branch and RM a target for last year and this year', async () => {
    for (const year of [THIS_YEAR - 1, THIS_YEAR]) {
      for (const [type, table] of [
        ['tribe', 'tribes'],
        ['segment', 'segments'],
        ['branch', 'branches'],
      ] as const) {
        expect(
          await count(
            server(),
            `SELECT count(*) FROM ${table} u WHERE NOT EXISTS (SELECT 1 FROM targets t
               WHERE t.type = $1 AND t.subject_id = u.id AND t.year = $2 AND t.status = $3)`,
            [type, year, TARGET_STATUS.approved],
          ),
        ).toBe(0)
      }
    }
    const rmsWithout = (year: number) =>
      count(
        server(),
        `SELECT count(*) FROM users u WHERE u.role_id = 5 AND NOT EXISTS (SELECT 1 FROM targets t
           WHERE t.type = 'rm' AND t.subject_id = u.id AND t.year = $1)`,
        [year],
      )
    expect(await rmsWithout(THIS_YEAR - 1)).toBe(0)
    // This year some RMs have not set theirs: the 'Targets not set.' state.
    expect(await rmsWithout(THIS_YEAR)).toBeGreaterThan(0)
    const statuses = await server().db.query<{ status: string }>(
      `SELECT DISTINCT status FROM targets WHERE type = 'rm' AND year = $1 ORDER BY status`,
      [THIS_YEAR],
    )
    expect(statuses.map((each) => each.status)).toEqual([
      TARGET_STATUS.needApproval,
      TARGET_STATUS.approved,
      TARGET_STATUS.rejected,
    ])
    expect(
      await count(
        server(),
        `SELECT count(*) FROM targets t WHERE (SELECT count(*) FROM target_items i
           WHERE i.target_id = t.id) <> 48`,
      ),
    ).toBe(0)
  })
})

describe('GET /pipeline/target/status/{year}/{userId}', () => {
  it("answers the personal target's status text and version, with its ETag", async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get<TargetStatusResponse>(
      `/pipeline/target/status/${THIS_YEAR}/${USER_IDS.rm}`,
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ text: TARGET_STATUS.needApproval, version: 1 })
    expect(parseETag(response.headers.get('ETag'))).toBe(1)
    expect(check(TARGET_ROUTES.status.answer!, response.body).ok).toBe(true)
  })

  it('answers each seeded state as its text', async () => {
    const { manager } = await callers(server())
    for (const text of [
      TARGET_STATUS.needApproval,
      TARGET_STATUS.approved,
      TARGET_STATUS.rejected,
    ]) {
      const [seeded] = await server().db.query<{ subject_id: number }>(
        `SELECT subject_id FROM targets WHERE type = 'rm' AND year = $1 AND status = $2
          ORDER BY subject_id LIMIT 1`,
        [THIS_YEAR, text],
      )
      const response = await manager.get(
        `/Pipeline/target/status/${THIS_YEAR}/${seeded!.subject_id}`,
      )
      expect(response.body).toEqual({ text, version: 1 })
    }
  })

  it('answers 404 when not set or for an unknown user, 400 for a bad year, 401 without a token', async () => {
    const { rm } = await callers(server())
    const [unset] = await server().db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE u.role_id = 5 AND NOT EXISTS (SELECT 1 FROM targets t
         WHERE t.type = 'rm' AND t.subject_id = u.id AND t.year = $1) ORDER BY u.id LIMIT 1`,
      [THIS_YEAR],
    )
    expect((await rm.get(`/pipeline/target/status/${THIS_YEAR}/${unset!.id}`)).status).toBe(404)
    expect((await rm.get(`/pipeline/target/status/${THIS_YEAR + 40}/3`)).status).toBe(404)
    expect((await rm.get(`/pipeline/target/status/${THIS_YEAR}/999999`)).status).toBe(404)
    const bad = await rm.get('/pipeline/target/status/24/3')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual([{ description: expect.any(String) }])
    expect((await server().api('GET', `/pipeline/target/status/${THIS_YEAR}/3`)).status).toBe(401)
  })
})

describe('GET /Pipeline/target/{type}/{id}/{year}', () => {
  it("answers a unit's stored months in order, with status, version and ETag", async () => {
    const { rm } = await callers(server())
    for (const type of ['tribe', 'segment', 'branch', 'rm'] as const) {
      const id = type === 'rm' ? USER_IDS.rm : 1
      const response = await rm.get<UnitTarget>(`/Pipeline/target/${type}/${id}/${THIS_YEAR}`)
      expect(response.status).toBe(200)
      const stored = (await targetRow(type, id, THIS_YEAR))!
      expect(response.body).toMatchObject({
        id,
        type,
        year: THIS_YEAR,
        targetId: stored.id,
        status: stored.status,
        version: stored.version,
      })
      expect(parseETag(response.headers.get('ETag'))).toBe(stored.version)
      expect(response.body.items.map((item) => item.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      )
      const items = await server().db.query<{ month: number; target_type: number; amount: number }>(
        'SELECT month, target_type, amount FROM target_items WHERE target_id = $1',
        [stored.id],
      )
      const march = (kind: number) =>
        items.find((item) => item.month === 3 && item.target_type === kind)!.amount
      expect(response.body.items[2]).toEqual({
        month: 3,
        year: THIS_YEAR,
        no_proposal: march(1),
        sales_visit: march(2),
        proposal_value: march(3),
        sales: march(4),
      })
      expect(check(TARGET_ROUTES.read.answer!, response.body).ok).toBe(true)
    }
  })

  it('answers a target not set with no months, targetId and version 0', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get<UnitTarget>(`/pipeline/TARGET/branch/2/${THIS_YEAR + 40}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: 2,
      type: 'branch',
      year: THIS_YEAR + 40,
      targetId: 0,
      status: TARGET_STATUS.notSet,
      version: 0,
      items: [],
    })
    expect(parseETag(response.headers.get('ETag'))).toBe(0)
  })

  it('answers 404 for an unknown unit, 400 for an unknown type', async () => {
    const { manager } = await callers(server())
    for (const type of ['tribe', 'segment', 'branch', 'rm'])
      expect((await manager.get(`/Pipeline/target/${type}/9999/${THIS_YEAR}`)).status).toBe(404)
    const unknownType = await manager.get(`/Pipeline/target/team/1/${THIS_YEAR}`)
    expect(unknownType.status).toBe(400)
    expect(unknownType.body).toEqual([
      { description: 'path.type must be one of tribe, rm, segment, branch' },
    ])
  })
})

describe('GET /Pipeline/target/{year}/{userId}', () => {
  it('answers twelve rows January to December, the status and self_target for its own RM', async () => {
    const { rm, manager } = await callers(server())
    const own = await readIndividual(rm, THIS_YEAR, USER_IDS.rm)
    expect(own.status).toBe(200)
    const stored = (await targetRow('rm', USER_IDS.rm, THIS_YEAR))!
    expect(own.body).toMatchObject({
      id: stored.id,
      userId: USER_IDS.rm,
      year: THIS_YEAR,
      status: TARGET_STATUS.needApproval,
      self_target: true,
      version: stored.version,
    })
    expect(own.body.items.map((item) => [item.month, item.year])).toEqual(
      Array.from({ length: 12 }, (_, index) => [index + 1, THIS_YEAR]),
    )
    expect(parseETag(own.headers.get('ETag'))).toBe(stored.version)
    expect(check(TARGET_ROUTES.individual.answer!, own.body).ok).toBe(true)
    // Another reader (the team's mentor) sees the same target, not as their own.
    const mentor = await readIndividual(manager, THIS_YEAR, USER_IDS.rm)
    expect(mentor.body).toEqual({ ...own.body, self_target: false })
  })

  it('answers twelve zero rows, Targets not set., id and version 0 when not set', async () => {
    const { rm2 } = await callers(server())
    const response = await readIndividual(rm2, THIS_YEAR + 40)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: 0,
      userId: USER_IDS.rm2,
      status: TARGET_STATUS.notSet,
      self_target: true,
      version: 0,
    })
    expect(response.body.items).toHaveLength(12)
    expect(
      response.body.items.every(
        (item) =>
          item.no_proposal === 0 &&
          item.sales_visit === 0 &&
          item.proposal_value === 0 &&
          item.sales === 0,
      ),
    ).toBe(true)
  })

  it('answers 404 for an unknown user and 400 for a bad year', async () => {
    const { rm } = await callers(server())
    expect((await rm.get(`/Pipeline/target/${THIS_YEAR}/999999`)).status).toBe(404)
    expect((await rm.get('/Pipeline/target/twenty/3')).status).toBe(400)
  })
})

describe('POST /pipeline/target: the approval state machine', () => {
  it("an RM's save needs approval; its leader approves; an edit goes back to Need approval; the mentor rejects; an edit and the mentor approves", async () => {
    const { rm, rm2, manager } = await callers(server())
    const year = freshYear()
    const status = async () => (await readIndividual(rm2, year)).body

    expect((await status()).status).toBe(TARGET_STATUS.notSet)
    const submitted = await save(rm2, personal(USER_IDS.rm2, year))
    expectNoContent(submitted)
    expect(parseETag(submitted.headers.get('ETag'))).toBe(1)
    expect(await status()).toMatchObject({
      status: TARGET_STATUS.needApproval,
      self_target: true,
      version: 1,
    })
    expect(await targetRow('rm', USER_IDS.rm2, year)).toMatchObject({
      self_target: true,
      created_by: USER_IDS.rm2,
      approved_by: null,
    })

    // rm leads rm2's team: a role 5 leader may approve.
    const approved = await save(rm, decision(USER_IDS.rm, year, 'Approve'))
    expectNoContent(approved)
    expect(parseETag(approved.headers.get('ETag'))).toBe(2)
    expect(await status()).toMatchObject({ status: TARGET_STATUS.approved, version: 2 })
    expect(await targetRow('rm', USER_IDS.rm2, year)).toMatchObject({ approved_by: USER_IDS.rm })

    const edited = twelveMonths(year).map((each) => row(each.month, year, [5, 11, 1, 2]))
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year, { items: edited })))
    expect(await status()).toMatchObject({ status: TARGET_STATUS.needApproval, version: 3 })
    expect((await status()).items[0]).toEqual({
      month: 1,
      year,
      no_proposal: 5,
      sales_visit: 11,
      proposal_value: 1,
      sales: 2,
    })

    // The manager mentors the team; Reject names the year by its rows here.
    const rejected = await save(
      manager,
      decision(USER_IDS.manager, year, 'Reject', { year: undefined, items: [row(1, year)] }),
    )
    expectNoContent(rejected)
    expect(await status()).toMatchObject({ status: TARGET_STATUS.rejected, version: 4 })
    // The rows of a decision are not saved.
    expect((await status()).items[0]!.no_proposal).toBe(5)

    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year)))
    expect(await status()).toMatchObject({ status: TARGET_STATUS.needApproval, version: 5 })
    expectNoContent(await save(manager, decision(USER_IDS.manager, year, 'Approve')))
    expect(await status()).toMatchObject({ status: TARGET_STATUS.approved, version: 6 })
    expect(await targetRow('rm', USER_IDS.rm2, year)).toMatchObject({
      approved_by: USER_IDS.manager,
    })
  })

  it('the same decision again changes nothing (204); the other decision or a decided target answers 409', async () => {
    const { rm2, manager, admin } = await callers(server())
    const year = freshYear()
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year)))
    expectNoContent(await save(manager, decision(USER_IDS.manager, year, 'Approve')))
    const before = (await targetRow('rm', USER_IDS.rm2, year))!

    const again = await save(admin, decision(USER_IDS.admin, year, 'Approve'))
    expectNoContent(again)
    expect(parseETag(again.headers.get('ETag'))).toBe(before.version)
    expect(await targetRow('rm', USER_IDS.rm2, year)).toEqual(before)

    const reject = await save(admin, decision(USER_IDS.admin, year, 'Reject'))
    expect(reject.status).toBe(409)
    expect(reject.body).toEqual([{ description: expect.stringContaining('needs approval') }])
    expect(await targetRow('rm', USER_IDS.rm2, year)).toEqual(before)
  })

  it('a manager sets a tribe, segment, branch or RM target approved at once', async () => {
    const { manager, admin } = await callers(server())
    const year = freshYear()
    for (const [type, id] of [
      ['tribe', 2],
      ['segment', 3],
      ['branch', 4],
      ['rm', USER_IDS.rm2],
    ] as const) {
      const response = await save(manager, {
        id,
        type,
        userId: USER_IDS.manager,
        items: [row(1, year), row(2, year)],
      })
      expectNoContent(response)
      expect(await targetRow(type, id, year)).toMatchObject({
        status: TARGET_STATUS.approved,
        version: 1,
        self_target: false,
        created_by: USER_IDS.manager,
        approved_by: USER_IDS.manager,
      })
      const read = await admin.get<UnitTarget>(`/Pipeline/target/${type}/${id}/${year}`)
      expect(read.body.status).toBe(TARGET_STATUS.approved)
      expect(read.body.items.map((item) => item.month)).toEqual([1, 2])
    }
  })

  it("a manager's own personal target needs approval, which another manager gives", async () => {
    const { manager, admin } = await callers(server())
    const year = freshYear()
    const own = { id: USER_IDS.manager, type: 'rm' as const, userId: USER_IDS.manager }
    expectNoContent(await save(manager, { ...own, items: [row(1, year)] }))
    expect((await targetRow('rm', USER_IDS.manager, year))!.status).toBe(TARGET_STATUS.needApproval)
    expectForbidden(await save(manager, { ...own, year, Approve: true }))
    expectNoContent(
      await save(admin, { ...own, userId: USER_IDS.admin, year, items: [], Approve: true }),
    )
    expect((await targetRow('rm', USER_IDS.manager, year))!.status).toBe(TARGET_STATUS.approved)
  })

  it("a save replaces the year's months; IDR amounts are kept whole; kinds not sent are 0", async () => {
    const { manager } = await callers(server())
    const year = freshYear()
    const tribe = (items: TargetMonth[]) => ({
      id: 1,
      type: 'tribe',
      userId: USER_IDS.manager,
      items,
    })
    expectNoContent(await save(manager, tribe([row(1, year), row(2, year), row(3, year)])))
    expectNoContent(
      await save(
        manager,
        tribe([
          { month: 5, year, targets: [{ id: 3, amount: 1_500_000.6 }] },
          row(2, year, [1, 2, 3, 4]),
        ]),
      ),
    )
    const read = await manager.get<UnitTarget>(`/Pipeline/target/tribe/1/${year}`)
    expect(read.body.version).toBe(2)
    expect(read.body.items).toEqual([
      { month: 2, year, no_proposal: 1, sales_visit: 2, proposal_value: 3, sales: 4 },
      { month: 5, year, no_proposal: 0, sales_visit: 0, proposal_value: 1_500_001, sales: 0 },
    ])
  })

  it('a save of rows of two years saves each year as its own target (no ETag)', async () => {
    const { rm2 } = await callers(server())
    const first = freshYear()
    const second = freshYear()
    const response = await save(
      rm2,
      personal(USER_IDS.rm2, first, { items: [row(12, first), row(1, second)] }),
    )
    expectNoContent(response)
    expect(response.headers.get('ETag')).toBeNull()
    for (const year of [first, second]) {
      const read = await rm2.get<UnitTarget>(`/Pipeline/target/rm/${USER_IDS.rm2}/${year}`)
      expect(read.body).toMatchObject({ status: TARGET_STATUS.needApproval, version: 1 })
      expect(read.body.items).toHaveLength(1)
    }
  })
})

describe('POST /pipeline/target: refusals', () => {
  it('role 5 never rejects (403), even as the leader who may approve', async () => {
    const { rm, rm2 } = await callers(server())
    const year = freshYear()
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year)))
    const before = await snapshot()
    expectForbidden(await save(rm, decision(USER_IDS.rm, year, 'Reject')))
    expect(await snapshot()).toEqual(before)
    expectNoContent(await save(rm, decision(USER_IDS.rm, year, 'Approve')))
  })

  it('role 4 never writes (403)', async () => {
    const { viewer } = await callers(server())
    const year = freshYear()
    const before = await snapshot()
    for (const body of [
      personal(USER_IDS.viewer, year, { id: USER_IDS.viewer }),
      personal(USER_IDS.viewer, year),
      { id: 1, type: 'tribe', userId: USER_IDS.viewer, items: [row(1, year)] },
      decision(USER_IDS.viewer, THIS_YEAR, 'Approve', { id: USER_IDS.rm }),
    ])
      expectForbidden(await save(viewer, body))
    expect(await snapshot()).toEqual(before)
  })

  it("refuses another user's id (403), role 5 saving another's target or a unit's (403)", async () => {
    const { rm, rm2, manager } = await callers(server())
    const year = freshYear()
    const before = await snapshot()
    expectForbidden(await save(rm2, personal(USER_IDS.rm, year)))
    expectForbidden(await save(manager, personal(USER_IDS.admin, year)))
    expectForbidden(await save(rm, personal(USER_IDS.rm, year)))
    for (const type of ['tribe', 'segment', 'branch'])
      expectForbidden(await save(rm2, { id: 1, type, userId: USER_IDS.rm2, items: [row(1, year)] }))
    expect(await snapshot()).toEqual(before)
  })

  it("nobody decides their own target; role 5 decides only its teams' RMs; unit targets only roles 1 and 2 (403)", async () => {
    const { rm, rm2, manager } = await callers(server())
    const before = await snapshot()
    // rm's own seeded target needs approval: not by rm.
    expectForbidden(
      await save(rm, decision(USER_IDS.rm, THIS_YEAR, 'Approve', { id: USER_IDS.rm })),
    )
    // rm2 leads no team: not rm's target either.
    expectForbidden(
      await save(rm2, decision(USER_IDS.rm2, THIS_YEAR, 'Approve', { id: USER_IDS.rm })),
    )
    // A tribe target, by a role 5 leader.
    expectForbidden(
      await save(rm, decision(USER_IDS.rm, THIS_YEAR, 'Approve', { type: 'tribe', id: 1 })),
    )
    // Nor does a manager decide their own.
    expectForbidden(
      await save(
        manager,
        decision(USER_IDS.manager, THIS_YEAR, 'Reject', { id: USER_IDS.manager }),
      ),
    )
    expect(await snapshot()).toEqual(before)
  })

  it('a role 5 leader does not decide an RM outside the teams it leads or mentors (403)', async () => {
    const { rm, manager } = await callers(server())
    const [outsider] = await server().db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE u.role_id = 5 AND u.id <> $1
          AND NOT EXISTS (SELECT 1 FROM teams t WHERE $1 IN (t.leader_id, t.mentor_id)
                            AND (t.leader_id = u.id OR EXISTS (SELECT 1 FROM team_members m
                                 WHERE m.team_id = t.id AND m.user_id = u.id)))
        ORDER BY u.id LIMIT 1`,
      [USER_IDS.rm],
    )
    const year = freshYear()
    expectNoContent(
      await save(manager, {
        id: outsider!.id,
        type: 'rm',
        userId: USER_IDS.manager,
        items: [row(1, year)],
      }),
    )
    await server().db.query(`UPDATE targets SET status = $1 WHERE type = 'rm' AND year = $2`, [
      TARGET_STATUS.needApproval,
      year,
    ])
    const before = await snapshot()
    expectForbidden(await save(rm, decision(USER_IDS.rm, year, 'Approve', { id: outsider!.id })))
    expect(await snapshot()).toEqual(before)
  })

  it('answers 404 for a decision on a target not set', async () => {
    const { manager } = await callers(server())
    const before = await snapshot()
    const response = await save(manager, decision(USER_IDS.manager, freshYear(), 'Approve'))
    expect(response.status).toBe(404)
    expect(response.body).toEqual([{ description: 'Target not found' }])
    expect(await snapshot()).toEqual(before)
  })

  it('answers 412 with the stored target when two people act on one target', async () => {
    const { rm, rm2, manager } = await callers(server())
    const year = freshYear()
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year), { 'If-Match': '"0"' }))
    const read = await readIndividual(rm2, year)
    const base = read.headers.get('ETag')!
    expect(parseETag(base)).toBe(1)

    // The manager sets other amounts (approved at once) on the version both read.
    const managerEdit = personal(USER_IDS.manager, year, { items: [row(1, year, [9, 9, 9, 9])] })
    expectNoContent(await save(manager, managerEdit, { 'If-Match': base }))

    // rm2's edit and rm's approval, both on the old version, conflict.
    const before = await snapshot()
    for (const [caller, body] of [
      [rm2, personal(USER_IDS.rm2, year)],
      [rm, decision(USER_IDS.rm, year, 'Approve')],
    ] as const) {
      const stale = await save(caller, body, { 'If-Match': base })
      expect(stale.status).toBe(412)
      expect(parseETag(stale.headers.get('ETag'))).toBe(2)
      expect(stale.body).toEqual({
        id: USER_IDS.rm2,
        type: 'rm',
        year,
        targetId: (await targetRow('rm', USER_IDS.rm2, year))!.id,
        status: TARGET_STATUS.approved,
        version: 2,
        items: [{ month: 1, year, no_proposal: 9, sales_visit: 9, proposal_value: 9, sales: 9 }],
      })
    }
    // If-Match "0" expects no target yet.
    expect((await save(rm2, personal(USER_IDS.rm2, year), { 'If-Match': '"0"' })).status).toBe(412)
    expect(await snapshot()).toEqual(before)

    // On the current version the edit goes through.
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year), { 'If-Match': '"2"' }))
    expect((await targetRow('rm', USER_IDS.rm2, year))!.status).toBe(TARGET_STATUS.needApproval)
  })

  it('answers 400 for bad input and writes nothing', async () => {
    const { rm2, manager } = await callers(server())
    const year = freshYear()
    const items = (targets: unknown[], month: unknown = 1) => [{ month, year, targets }]
    const before = await snapshot()
    const refused: [string, unknown, Record<string, string>?][] = [
      ['month 13', personal(USER_IDS.rm2, year, { items: items([], 13) as TargetMonth[] })],
      ['month 0', personal(USER_IDS.rm2, year, { items: items([], 0) as TargetMonth[] })],
      [
        'a negative amount',
        personal(USER_IDS.rm2, year, {
          items: items([{ id: 4, amount: -1 }]) as TargetMonth[],
        }),
      ],
      [
        'an unknown kind',
        personal(USER_IDS.rm2, year, { items: items([{ id: 5, amount: 1 }]) as TargetMonth[] }),
      ],
      ['no rows', personal(USER_IDS.rm2, year, { items: [] })],
      ['an unknown type', { ...personal(USER_IDS.rm2, year), type: 'team' }],
      ['Approve and Reject', decision(USER_IDS.rm2, year, 'Approve', { Reject: true })],
      ['rows of another year', personal(USER_IDS.rm2, year, { year: year + 1 })],
      [
        'rows of two years with If-Match',
        personal(USER_IDS.rm2, year, { items: [row(1, year), row(1, year + 1)] }),
        { 'If-Match': '"0"' },
      ],
      [
        'a decision naming no year',
        decision(USER_IDS.manager, year, 'Approve', { year: undefined }),
      ],
      [
        'a decision of two years',
        decision(USER_IDS.manager, year, 'Approve', {
          year: undefined,
          items: [row(1, year), row(1, year + 1)],
        }),
      ],
      ['a body that is not JSON', '{"id": '],
    ]
    for (const [what, body, headers] of refused) {
      const caller = (body as { userId?: number }).userId === USER_IDS.manager ? manager : rm2
      const response = await save(caller, body, headers)
      expect(response.status, what).toBe(400)
      expect(response.body, what).toEqual(
        expect.arrayContaining([{ description: expect.any(String) }]),
      )
    }
    const unknownUnits: [string, number, string][] = [
      ['tribe', 99, 'Tribe 99 does not exist'],
      ['segment', 99, 'Segment 99 does not exist'],
      ['branch', 99, 'Branch 99 does not exist'],
      ['rm', 999_999, 'User 999999 does not exist'],
    ]
    for (const [type, id, description] of unknownUnits) {
      const response = await save(manager, {
        id,
        type,
        userId: USER_IDS.manager,
        items: [row(1, year)],
      })
      expect(response.status).toBe(400)
      expect(response.body).toEqual([{ description }])
    }
    expect(await snapshot()).toEqual(before)
  })

  it('answers 401 without a token', async () => {
    const response = await server().api('POST', '/pipeline/target', {
      body: personal(USER_IDS.rm2, freshYear()),
    })
    expect(response.status).toBe(401)
  })
})

describe('POST /pipeline/target: Idempotency-Key', () => {
  it('a repeated save answers the first answer and saves once; another body with the key is refused', async () => {
    const { rm2 } = await callers(server())
    const year = freshYear()
    const key = newKey()
    const body = personal(USER_IDS.rm2, year)
    const first = await save(rm2, body, { 'Idempotency-Key': key })
    expectNoContent(first)
    const again = await save(rm2, body, { 'Idempotency-Key': key })
    expectNoContent(again)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await targetRow('rm', USER_IDS.rm2, year))!.version).toBe(1)
    const other = await save(rm2, personal(USER_IDS.rm2, year, { items: [row(1, year)] }), {
      'Idempotency-Key': key,
    })
    expect(other.status).toBe(422)
    expect((await targetRow('rm', USER_IDS.rm2, year))!.version).toBe(1)
  })

  it('a repeated approval changes nothing, even after the target moved on', async () => {
    const { rm2, manager } = await callers(server())
    const year = freshYear()
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year)))
    const key = newKey()
    const approve = decision(USER_IDS.manager, year, 'Approve')
    expectNoContent(await save(manager, approve, { 'Idempotency-Key': key }))
    // rm2 edits again: back to Need approval.
    expectNoContent(await save(rm2, personal(USER_IDS.rm2, year)))
    const replay = await save(manager, approve, { 'Idempotency-Key': key })
    expectNoContent(replay)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await targetRow('rm', USER_IDS.rm2, year)).toMatchObject({
      status: TARGET_STATUS.needApproval,
      version: 3,
    })
  })
})
