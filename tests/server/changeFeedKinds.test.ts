/**
 * The change feed's kinds besides deals, clients and contacts: both invoice lists, personal
 * targets, teams, RMs and the profile as rows of each user's scope, exactly what that user's own
 * list calls give; and the markers that tell a device which kept whole answers went stale.
 */
import { describe, expect, it } from 'vitest'
import { CHANGES_MAX_LIMIT } from '../../src/contract/changeFeed.ts'
import type { InvoiceList } from '../../src/contract/invoices.ts'
import type { ProfileDetail } from '../../src/contract/profile.ts'
import type { RmList } from '../../src/contract/rms.ts'
import type { IndividualTarget } from '../../src/contract/targets.ts'
import type { Team } from '../../src/contract/teams.ts'
import { callers, serverForFile, USER_IDS } from './harness.ts'
import type { Caller } from './harness.ts'
import { cursorNow, cursorParts, cursorWith, ids, sorted, walk } from './feedWalk.ts'

const server = serverForFile()
const THIS_YEAR = new Date().getFullYear()
const KEPT_YEARS = [THIS_YEAR, THIS_YEAR + 1]

const byInvoiceId = (a: { invoiceId: number }, b: { invoiceId: number }) =>
  a.invoiceId - b.invoiceId

/** Both unfiltered invoice lists as the user's own list calls answer them. */
async function invoiceLists(caller: Caller) {
  const tobe = await caller.get<InvoiceList>('/pipeline/invoice/0/0/0/0/0/1')
  const invoiced = await caller.get<InvoiceList>('/pipeline/invoice/0/0/0/0/0/0')
  return { tobe: tobe.body, invoiced: invoiced.body }
}

const targetsOf = (rows: readonly IndividualTarget[]): number[] =>
  sorted([...new Set(rows.map((row) => row.userId))])

async function activeRmIds(): Promise<number[]> {
  const rows = await server().db.query<{ id: number }>(
    'SELECT id FROM users WHERE role_id = 5 AND active AND deleted_at IS NULL',
  )
  return sorted(rows.map((row) => row.id))
}

async function teamOneMembers(): Promise<number[]> {
  const rows = await server().db.query<{ id: number }>(
    'SELECT user_id AS id FROM team_members WHERE team_id = 1',
  )
  return sorted(rows.map((row) => row.id))
}

describe('a full window of the kept tables besides deals', () => {
  it('holds both unfiltered invoice lists as their own calls answer them, with their columns', async () => {
    const { admin, rm, viewer } = await callers(server())
    for (const caller of [admin, rm]) {
      const feed = await walk(caller, '0', CHANGES_MAX_LIMIT)
      const lists = await invoiceLists(caller)
      for (const status of ['tobe', 'invoiced'] as const) {
        const fed = feed.invoices.upserts
          .filter((row) => row.status === status)
          .map(({ status: _status, ...row }) => row)
        expect(fed.sort(byInvoiceId)).toEqual([...lists[status].invoice].sort(byInvoiceId))
      }
      expect(feed.invoices.upserts.length).toBeGreaterThan(0)
      const columns = feed.pages.find((p) => p.invoices?.columns)?.invoices?.columns
      expect(columns).toEqual({ tobe: lists.tobe.stages, invoiced: lists.invoiced.stages })
    }
    // The viewer's sidebar has no Invoice screen: its device keeps no invoices.
    const viewers = await walk(viewer, '0', CHANGES_MAX_LIMIT)
    expect(viewers.pages.every((p) => p.invoices === undefined)).toBe(true)
  })

  it('holds the personal targets each user keeps: its own and those waiting for its approval', async () => {
    const { admin, rm, rm2 } = await callers(server())
    const admins = await walk(admin, '0', CHANGES_MAX_LIMIT)
    expect(targetsOf(admins.targets.upserts)).toEqual(
      sorted([USER_IDS.admin, ...(await activeRmIds())]),
    )
    // rm leads Team Jakarta: its own, and its members'.
    const leaders = await walk(rm, '0', CHANGES_MAX_LIMIT)
    expect(targetsOf(leaders.targets.upserts)).toEqual(
      sorted([USER_IDS.rm, ...(await teamOneMembers())]),
    )
    // rm2 is a member of no team it leads: its own only.
    const members = await walk(rm2, '0', CHANGES_MAX_LIMIT)
    expect(targetsOf(members.targets.upserts)).toEqual([USER_IDS.rm2])
    for (const row of [...members.targets.upserts, ...leaders.targets.upserts.slice(0, 4)]) {
      expect(KEPT_YEARS).toContain(row.year)
      const read = await rm.get<IndividualTarget>(`/Pipeline/target/${row.year}/${row.userId}`)
      expect({ ...row, self_target: false }).toEqual({ ...read.body, self_target: false })
    }
  })

  it('holds every team, the own profile, and (role 1 only) every RM with its detail', async () => {
    const { admin, manager } = await callers(server())
    const admins = await walk(admin, '0', CHANGES_MAX_LIMIT)
    const teams = await admin.get<Team[]>('/Pipeline/team')
    expect(admins.teams.upserts).toEqual(teams.body)
    expect(admins.profile).toEqual((await admin.get<ProfileDetail>('/Profile/detail')).body)
    const list = await admin.get<RmList>('/pipeline/list/rm/0/0/1/500/*')
    expect(ids(admins.rms.upserts)).toEqual(ids(list.body.items))
    for (const rm of admins.rms.upserts.slice(0, 3)) {
      expect(rm).toEqual((await admin.get(`/pipeline/rm/${rm.id}`)).body)
    }
    const managers = await walk(manager, '0', CHANGES_MAX_LIMIT)
    expect(managers.pages.every((p) => p.rms === undefined)).toBe(true)
    expect(managers.profile?.id).toBe(USER_IDS.manager)
    // A full window says every whole answer a device keeps is stale.
    expect(managers.stale).toEqual(['master', 'reports'])
    expect(managers.reports).toEqual([])
  })
})

describe('a refresh of the kept tables besides deals', () => {
  it('moves a changed, a deleted and a no longer listed invoice, and their RMs figures', async () => {
    const { manager } = await callers(server())
    const listed = (await invoiceLists(manager)).tobe.invoice.slice(0, 3)
    expect(listed).toHaveLength(3)
    const [changed, deleted, moved] = listed.map((row) => row.invoiceId) as [number, number, number]
    const dates = await server().db.query<{ id: number; month: number }>(
      `SELECT id, extract(year FROM invoice_date)::int * 100 + extract(month FROM invoice_date)::int AS month
         FROM invoices WHERE id = ANY($1)`,
      [[changed, deleted, moved]],
    )
    const monthOf = (id: number) => dates.find((row) => row.id === id)!.month
    const rmsOfDeleted = await server().db.query<{ id: number }>(
      'SELECT user_id AS id FROM invoice_rms WHERE invoice_id = $1',
      [deleted],
    )
    expect(rmsOfDeleted.length).toBeGreaterThan(0)
    const cursor = await cursorNow(manager)
    await server().db.query(
      `UPDATE invoices SET amount = amount + 1, version = version + 1 WHERE id = $1`,
      [changed],
    )
    await server().db.query('DELETE FROM invoices WHERE id = $1', [deleted])
    await server().db.query(
      `UPDATE invoices SET invoice_date = invoice_date + interval '3 years' WHERE id = $1`,
      [moved],
    )
    const refresh = await walk(manager, cursor)
    expect(refresh.full).toBe(false)
    expect(refresh.invoices.upserts.map((row) => row.invoiceId)).toEqual([changed])
    expect(refresh.invoices.upserts[0]).toEqual({
      ...(await invoiceLists(manager)).tobe.invoice.find((row) => row.invoiceId === changed),
      status: 'tobe',
    })
    expect(sorted(refresh.invoices.deletes)).toEqual(sorted([deleted, moved]))
    expect(refresh.deals).toEqual({ upserts: [], deletes: [] })
    const rmsOfChanged = await server().db.query<{ id: number }>(
      'SELECT user_id AS id FROM invoice_rms WHERE invoice_id = $1',
      [changed],
    )
    expect(refresh.reports).toEqual(expect.arrayContaining([0, ...rmsOfChanged.map((r) => r.id)]))
    // Figures change in the months the invoices were and are dated in, and no other.
    const movedTo = monthOf(moved) + 300
    const companyMonths = sorted(
      refresh.reportMarks!.figures.filter((mark) => mark.person === 0).map((mark) => mark.month),
    )
    expect(companyMonths).toEqual(
      sorted([...new Set([monthOf(changed), monthOf(deleted), monthOf(moved), movedTo])]),
    )
    // A deleted invoice's RMs, marked before its shares went with it.
    for (const { id } of rmsOfDeleted) {
      expect(refresh.reportMarks!.figures).toContainEqual({ person: id, month: monthOf(deleted) })
    }
    for (const { id } of rmsOfChanged) {
      expect(refresh.reportMarks!.figures).toContainEqual({ person: id, month: monthOf(changed) })
    }
    expect(refresh.reportTargets).toEqual([])
    expect(refresh.stale).toEqual([])
  })

  it("moves a saved target to its person's and its approvers' devices, and nobody else's", async () => {
    const { admin, rm, rm2, manager } = await callers(server())
    const cursors = {
      admin: await cursorNow(admin),
      rm: await cursorNow(rm),
      rm2: await cursorNow(rm2),
    }
    const saved = await rm2.post('/pipeline/target', {
      id: USER_IDS.rm2,
      type: 'rm',
      userId: USER_IDS.rm2,
      year: THIS_YEAR,
      items: [{ month: 1, year: THIS_YEAR, targets: [{ id: 3, amount: 3_000_000 }] }],
      Approve: false,
      Reject: false,
    })
    expect(saved.status, saved.text).toBe(204)
    for (const [name, caller] of [
      ['admin', admin],
      ['rm', rm],
      ['rm2', rm2],
    ] as const) {
      const refresh = await walk(caller, cursors[name])
      expect(targetsOf(refresh.targets.upserts), name).toEqual([USER_IDS.rm2])
      const row = refresh.targets.upserts.find((t) => t.year === THIS_YEAR)!
      const read = await manager.get<IndividualTarget>(
        `/Pipeline/target/${THIS_YEAR}/${USER_IDS.rm2}`,
      )
      expect(row.version).toBe(read.body.version)
      // Its targets changed, in January, and nobody's figures.
      expect(refresh.reportMarks!.targets).toContainEqual({
        person: USER_IDS.rm2,
        month: THIS_YEAR * 100 + 1,
      })
      expect(refresh.reportTargets).not.toContain(0)
      expect(refresh.reports).toEqual([])
    }
    // rm2 approves nobody: another RM's target does not reach it.
    const before = await cursorNow(rm2)
    await server().db.query(
      `UPDATE targets SET version = version + 1 WHERE type = 'rm' AND subject_id = $1`,
      [USER_IDS.rm],
    )
    // (Its id comes as a delete, as a deal out of a user's detail scope does: no row of it.)
    expect((await walk(rm2, before)).targets.upserts).toEqual([])
  })

  it("brings a new member's targets to the team's leader, and takes a removed one's away", async () => {
    const { rm } = await callers(server())
    const members = await teamOneMembers()
    const stranger = (await activeRmIds()).find((id) => id !== USER_IDS.rm && !members.includes(id))
    expect(stranger).toBeDefined()
    let cursor = await cursorNow(rm)
    await server().db.query('INSERT INTO team_members (team_id, user_id) VALUES (1, $1)', [
      stranger,
    ])
    let refresh = await walk(rm, cursor)
    expect(targetsOf(refresh.targets.upserts)).toEqual([stranger!])
    expect(refresh.teams.upserts.map((team) => team.id)).toEqual([1])
    expect(refresh.teams.upserts[0]!.members.map((m) => m.id)).toContain(stranger)

    cursor = refresh.until
    await server().db.query('DELETE FROM team_members WHERE team_id = 1 AND user_id = $1', [
      stranger,
    ])
    refresh = await walk(rm, cursor)
    expect(refresh.targets).toEqual({ upserts: [], deletes: [stranger] })
  })

  it("moves a deleted team, a changed profile to its own user only, and an RM's change to role 1", async () => {
    const { admin, manager, rm } = await callers(server())
    const cursors = { admin: await cursorNow(admin), manager: await cursorNow(manager) }
    await server().db.query('DELETE FROM teams WHERE id = 3')
    await server().db.query(
      `UPDATE users SET phone = '0811000999', version = version + 1 WHERE id = $1`,
      [USER_IDS.rm],
    )
    const admins = await walk(admin, cursors.admin)
    expect(admins.teams.deletes).toEqual([3])
    expect(admins.rms.upserts.map((row) => row.id)).toEqual([USER_IDS.rm])
    expect(admins.rms.upserts[0]).toEqual((await admin.get(`/pipeline/rm/${USER_IDS.rm}`)).body)
    expect(admins.profile).toBeUndefined()
    // A phone is in no option list and no report.
    expect(admins.stale).toEqual([])
    const managers = await walk(manager, cursors.manager)
    expect(managers.teams.deletes).toEqual([3])
    expect(managers.pages.every((p) => p.rms === undefined)).toBe(true)
    expect(managers.profile).toBeUndefined()
    const own = await walk(rm, cursors.admin)
    expect(own.profile).toEqual((await rm.get('/Profile/detail')).body)
  })

  it('marks the option lists stale when one changes', async () => {
    const { manager } = await callers(server())
    const cursor = await cursorNow(manager)
    await server().db.query(`INSERT INTO industries (name) VALUES ('Shipbuilding')`)
    const refresh = await walk(manager, cursor)
    expect(refresh.stale).toEqual(['master', 'reports'])
  })

  it("tells a visit moved to another day from a visit's remark: figures, or only texts", async () => {
    const { manager } = await callers(server())
    const [visit] = await server().db.query<{ id: number }>(
      'SELECT id FROM visits ORDER BY id LIMIT 1',
    )
    const people = await server().db.query<{ id: number }>(
      `SELECT user_id AS id FROM visit_rms WHERE visit_id = $1
        UNION SELECT user_id FROM visits WHERE id = $1 AND user_id IS NOT NULL`,
      [visit!.id],
    )
    const ids = sorted(people.map((p) => p.id))
    const monthOfVisit = async () =>
      (
        await server().db.query<{ month: number }>(
          `SELECT extract(year FROM visit_date)::int * 100 + extract(month FROM visit_date)::int AS month
             FROM visits WHERE id = $1`,
          [visit!.id],
        )
      )[0]!.month
    const before = await monthOfVisit()
    let cursor = await cursorNow(manager)
    await server().db.query(`UPDATE visits SET remark = 'moved on' WHERE id = $1`, [visit!.id])
    let refresh = await walk(manager, cursor)
    expect(refresh.reports).toEqual([])
    expect(refresh.reportTexts).toEqual(ids)
    expect(new Set(refresh.reportMarks!.visitTexts.map((mark) => mark.month))).toEqual(
      new Set([before]),
    )
    // A visit's remark shows in no proposal row.
    expect(refresh.reportMarks!.proposalTexts).toEqual([])
    expect(refresh.stale).toEqual([])

    cursor = refresh.until
    await server().db.query(`UPDATE visits SET visit_date = visit_date + 40 WHERE id = $1`, [
      visit!.id,
    ])
    refresh = await walk(manager, cursor)
    expect(refresh.reports).toEqual(sorted([0, ...ids]))
    // The month it left and the month it moved to, for each of its people and the tribes.
    const after = await monthOfVisit()
    expect(after).not.toBe(before)
    for (const person of [0, ...ids]) {
      const months = refresh
        .reportMarks!.figures.filter((mark) => mark.person === person)
        .map((mark) => mark.month)
      expect(sorted(months), String(person)).toEqual(sorted([before, after]))
    }
  })

  it("marks a tribe's target as no one person's, and a deleted visit's people in its month", async () => {
    const { manager } = await callers(server())
    let cursor = await cursorNow(manager)
    await server().db.query(
      `INSERT INTO targets (type, subject_id, year, status) VALUES ('tribe', 1, $1, 'Approved')
         ON CONFLICT (type, subject_id, year) DO NOTHING`,
      [THIS_YEAR + 3],
    )
    await server().db.query(
      `INSERT INTO target_items (target_id, year, month, target_type, amount)
         SELECT id, $1, 5, 4, 1000 FROM targets WHERE type = 'tribe' AND subject_id = 1 AND year = $1`,
      [THIS_YEAR + 3],
    )
    let refresh = await walk(manager, cursor)
    expect(sorted(refresh.reportMarks!.targets.map((mark) => mark.month))).toEqual([
      0,
      (THIS_YEAR + 3) * 100 + 5,
    ])
    expect(refresh.reportTargets).toEqual([0])
    expect(refresh.targets.upserts).toEqual([])
    expect(refresh.reports).toEqual([])

    const [visit] = await server().db.query<{ id: number; user_id: number; month: number }>(
      `SELECT v.id, v.user_id, extract(year FROM v.visit_date)::int * 100 + extract(month FROM v.visit_date)::int AS month
         FROM visits v WHERE EXISTS (SELECT 1 FROM visit_rms r WHERE r.visit_id = v.id AND r.user_id <> v.user_id)
        ORDER BY v.id LIMIT 1`,
    )
    const rms = await server().db.query<{ id: number }>(
      'SELECT user_id AS id FROM visit_rms WHERE visit_id = $1',
      [visit!.id],
    )
    cursor = refresh.until
    await server().db.query('DELETE FROM visits WHERE id = $1', [visit!.id])
    refresh = await walk(manager, cursor)
    const people = sorted([...new Set([0, visit!.user_id, ...rms.map((r) => r.id)])])
    expect(refresh.reports).toEqual(people)
    expect(refresh.reportMarks!.figures).toEqual(
      people.map((person) => ({ person, month: visit!.month })),
    )
  })

  it("marks a proposal's sender who is none of its deal's RMs: its proposal list shows it", async () => {
    const { manager } = await callers(server())
    const [proposal] = await server().db.query<{ id: number; deal_id: number }>(
      `SELECT p.id, p.deal_id FROM proposals p
        WHERE NOT EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = p.deal_id AND r.user_id = $1)
        ORDER BY p.id LIMIT 1`,
      [USER_IDS.rm2],
    )
    await server().db.query('UPDATE proposals SET sent_by_id = $2 WHERE id = $1', [
      proposal!.id,
      USER_IDS.rm2,
    ])
    const cursor = await cursorNow(manager)
    await server().db.query(
      'UPDATE proposals SET proposal_value = proposal_value + 1, version = version + 1 WHERE id = $1',
      [proposal!.id],
    )
    const refresh = await walk(manager, cursor)
    expect(refresh.reports).toContain(USER_IDS.rm2)
  })

  it("tells a deal renamed, moved on the board or given another probability apart: texts, nothing, or its periods' figures", async () => {
    const { manager } = await callers(server())
    const [deal] = await server().db.query<{ id: number; stage: number }>(
      `SELECT d.id, d.stage FROM deals d WHERE d.state = 'open'
          AND EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id)
          AND EXISTS (SELECT 1 FROM proposals p JOIN proposal_invoices pi ON pi.proposal_id = p.id
                       WHERE p.deal_id = d.id)
        ORDER BY d.id LIMIT 1`,
    )
    const rms = await server().db.query<{ id: number }>(
      'SELECT user_id AS id FROM deal_rms WHERE deal_id = $1',
      [deal!.id],
    )
    const ids = sorted(rms.map((r) => r.id))
    let cursor = await cursorNow(manager)
    await server().db.query(`UPDATE deals SET name = name || ' (renamed)' WHERE id = $1`, [
      deal!.id,
    ])
    let refresh = await walk(manager, cursor)
    expect(refresh.reports).toEqual([])
    // Its RMs' proposal rows show its name, in its proposals' months (and its visits' rows, in
    // theirs, for their people).
    const proposalMonths = await server().db.query<{ month: number }>(
      `SELECT DISTINCT extract(year FROM d)::int * 100 + extract(month FROM d)::int AS month
         FROM (SELECT coalesce(sent_date, (created_at AT TIME ZONE 'Asia/Jakarta')::date) AS d
                 FROM proposals WHERE deal_id = $1) p`,
      [deal!.id],
    )
    for (const person of ids) {
      for (const { month } of proposalMonths) {
        expect(refresh.reportMarks!.proposalTexts).toContainEqual({ person, month })
      }
    }
    const [visits] = await server().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM visits WHERE deal_id = $1',
      [deal!.id],
    )
    expect(new Set(refresh.reportMarks!.proposalTexts.map((mark) => mark.month))).toEqual(
      new Set(proposalMonths.map((row) => row.month)),
    )
    if (visits!.count === 0) expect(refresh.reportMarks!.visitTexts).toEqual([])
    expect(refresh.reportTexts).not.toContain(0)

    // No report shows a deal's stage or date.
    cursor = refresh.until
    await server().db.query(
      `UPDATE deals SET stage = $2, deal_date = deal_date - 1, version = version + 1 WHERE id = $1`,
      [deal!.id, deal!.stage === 1 ? 2 : 1],
    )
    refresh = await walk(manager, cursor)
    expect(refresh.deals.upserts.map((row) => row.dealId)).toEqual([deal!.id])
    expect(refresh.reportMarks).toEqual({
      figures: [],
      visitTexts: [],
      proposalTexts: [],
      targets: [],
    })

    // Its probability moves projected revenue in its invoice periods' months.
    const periods = await server().db.query<{ month: number }>(
      `SELECT DISTINCT extract(year FROM pi.invoice_date)::int * 100 + extract(month FROM pi.invoice_date)::int AS month
         FROM proposals p JOIN proposal_invoices pi ON pi.proposal_id = p.id WHERE p.deal_id = $1`,
      [deal!.id],
    )
    expect(periods.length).toBeGreaterThan(0)
    cursor = refresh.until
    await server().db.query(
      `UPDATE deals SET probability = CASE WHEN probability = 50 THEN 60 ELSE 50 END WHERE id = $1`,
      [deal!.id],
    )
    refresh = await walk(manager, cursor)
    expect(refresh.reports).toEqual(sorted([0, ...ids]))
    expect(refresh.reportTexts).toEqual([])
    const months = sorted(periods.map((row) => row.month))
    for (const person of [0, ...ids]) {
      const marked = refresh.reportMarks!.figures.filter((mark) => mark.person === person)
      expect(sorted(marked.map((mark) => mark.month)), String(person)).toEqual(months)
    }
  })
})

describe('a cursor of another month or year', () => {
  it('lists the invoices whole in a new month, and the targets too in a new year', async () => {
    const { rm } = await callers(server())
    const cursor = await cursorNow(rm)
    const { period } = cursorParts(cursor)
    const lastMonth = period % 100 === 1 ? period - 89 : period - 1
    const monthBefore = await walk(rm, cursorWith(cursor, { period: lastMonth }))
    expect(monthBefore.full).toBe(false)
    expect(monthBefore.deals).toEqual({ upserts: [], deletes: [] })
    expect(monthBefore.pages.every((p) => p.invoices?.full === true)).toBe(true)
    expect(monthBefore.invoices.upserts.length).toBeGreaterThan(0)
    expect(monthBefore.targets).toEqual({ upserts: [], deletes: [] })
    expect(monthBefore.stale).toEqual(['reports'])

    const yearBefore = await walk(rm, cursorWith(cursor, { period: period - 100 }))
    expect(targetsOf(yearBefore.targets.upserts)).toEqual(
      sorted([USER_IDS.rm, ...(await teamOneMembers())]),
    )
    expect(yearBefore.pages.every((p) => p.targets?.full === true)).toBe(true)
  })
})
