import type { IdText } from '../../contract/common.ts'
import type { Visit, VisitPayload } from '../../contract/visits.ts'
import { visitDateTime } from '../../domain/visits.ts'
import type { Db } from '../db/db.ts'

/** The stored visit (the body of a 412). */
export async function loadVisit(db: Db, visitId: number): Promise<Visit | undefined> {
  const [visit] = await db.query<Visit>(
    `SELECT v.id, coalesce(v.deal_id, 0) AS "dealId", coalesce(v.user_id, 0) AS "userId",
            coalesce(v.client_id, 0) AS "clientId", to_char(v.visit_date, 'YYYY-MM-DD') AS "visitDate",
            v.start_time AS "startTime", v.end_time AS "endTime",
            coalesce((SELECT array_agg(contact_id ORDER BY contact_id) FROM visit_contacts WHERE visit_id = v.id), '{}') AS contacts,
            coalesce((SELECT array_agg(user_id ORDER BY user_id) FROM visit_rms WHERE visit_id = v.id), '{}') AS rms,
            coalesce((SELECT array_agg(user_id ORDER BY user_id) FROM visit_consultants WHERE visit_id = v.id), '{}') AS consultants,
            coalesce((SELECT array_agg(tribe_id ORDER BY tribe_id) FROM visit_tribes WHERE visit_id = v.id), '{}') AS tribes,
            v.location, v.objective, v.next_step AS "nextStep", v.remark, v.version
       FROM visits v WHERE v.id = $1`,
    [visitId],
  )
  return visit
}

/** Replaces the visit's contacts, RMs, consultants and tribes. */
export async function saveVisitPeople(tx: Db, visitId: number, visit: VisitPayload): Promise<void> {
  const parts = [
    ['visit_contacts', 'contact_id', visit.contacts],
    ['visit_rms', 'user_id', visit.rms],
    ['visit_consultants', 'user_id', visit.consultants],
    ['visit_tribes', 'tribe_id', visit.tribes],
  ] as const
  for (const [table, column, ids] of parts) {
    await tx.query(`DELETE FROM ${table} WHERE visit_id = $1`, [visitId])
    await tx.query(
      `INSERT INTO ${table} (visit_id, ${column}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [visitId, ids],
    )
  }
}

async function named(db: Db, sql: string, ids: readonly number[]): Promise<IdText[]> {
  if (ids.length === 0) return []
  return db.query<IdText>(sql, [ids])
}

/** The journal's meeting info (core-spec "Meeting info"), plus the visit date; times ISO. */
export async function meetingInfo(
  db: Db,
  visitId: number,
  clientId: number,
  visit: VisitPayload,
): Promise<{ clientName: string; info: Record<string, unknown> }> {
  const users = 'SELECT id, name AS text FROM users WHERE id = ANY($1::int[]) ORDER BY name, id'
  // One after another: inside a transaction a pg client runs one query at a time.
  const client = await db.query<{ company: string }>('SELECT company FROM clients WHERE id = $1', [
    clientId,
  ])
  const rms = await named(db, users, visit.rms)
  const consultants = await named(db, users, visit.consultants)
  const contacts = await named(
    db,
    'SELECT id, name AS text FROM contacts WHERE id = ANY($1::int[]) ORDER BY name, id',
    visit.contacts,
  )
  const tribes = await named(
    db,
    'SELECT id, name AS text FROM tribes WHERE id = ANY($1::int[]) ORDER BY id',
    visit.tribes,
  )
  const clientName = client[0]?.company ?? ''
  return {
    clientName,
    info: {
      visitId,
      visitDate: visit.visitDate,
      fromTime: visitDateTime(visit.visitDate, visit.startTime),
      toTime: visitDateTime(visit.visitDate, visit.endTime),
      clientName,
      location: visit.location,
      rms,
      tribes,
      consultants,
      contacts,
      objective: visit.objective,
      nextStep: visit.nextStep,
      remark: visit.remark,
    },
  }
}

const VISIT_COLUMNS = `visit_date = $2, start_time = $3, end_time = $4, location = $5,
  objective = $6, next_step = $7, remark = $8`

const visitValues = (visit: VisitPayload) => [
  visit.visitDate,
  visit.startTime,
  visit.endTime,
  visit.location,
  visit.objective,
  visit.nextStep,
  visit.remark,
]

/** Adds a visit at the client, recorded by the user (its people are saveVisitPeople's). */
export async function insertVisit(
  tx: Db,
  visit: VisitPayload,
  recorded: { userId: number; clientId: number },
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO visits (deal_id, client_id, user_id, visit_date, start_time, end_time, location,
                         objective, next_step, remark)
     VALUES ($9, $10, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, version`,
    [recorded.userId, ...visitValues(visit), visit.dealId || null, recorded.clientId],
  )
  return row!
}

/** The visit's deal, recorder and version, its row locked; undefined when it does not exist. */
export async function lockVisit(
  tx: Db,
  visitId: number,
): Promise<{ dealId: number | null; userId: number | null; version: number } | undefined> {
  const [current] = await tx.query<{
    dealId: number | null
    userId: number | null
    version: number
  }>(
    'SELECT deal_id AS "dealId", user_id AS "userId", version FROM visits WHERE id = $1 FOR UPDATE',
    [visitId],
  )
  return current
}

/** Whether the user is one of the visit's RMs. */
export async function isVisitRm(db: Db, visitId: number, userId: number): Promise<boolean> {
  const [rm] = await db.query('SELECT 1 FROM visit_rms WHERE visit_id = $1 AND user_id = $2', [
    visitId,
    userId,
  ])
  return rm !== undefined
}

/** Rewrites the visit's fields and client and bumps its version; answers the new version. */
export async function updateVisit(
  tx: Db,
  visitId: number,
  visit: VisitPayload,
  clientId: number,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE visits SET ${VISIT_COLUMNS}, client_id = $9, updated_at = now(), version = version + 1
      WHERE id = $1 RETURNING version`,
    [visitId, ...visitValues(visit), clientId],
  )
  return row!.version
}
