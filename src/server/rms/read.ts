import type { RmDetail, RmList, RmListParams, RmRow } from '../../contract/rms.ts'
import { ROLE } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { containsPattern, pageOffset } from '../http/search.ts'
import { photoUrl } from './photo.ts'

const idText = (id: string, text: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'text', ${text}) END`

/** An RM's columns as the list shows them (users u, with platform p, segment s and branch b). */
const RM_ROW = `u.id, u.name, coalesce(u.job_title, '') AS "jobTitle",
       ${idText('p.id', 'p.name')} AS platform, ${idText('s.id', 's.name')} AS segment,
       ${idText('b.id', 'b.name')} AS branch, u.email, u.version`

const RM_JOINS = `users u
  LEFT JOIN platforms p ON p.id = u.platform_id
  LEFT JOIN segments s ON s.id = u.segment_id
  LEFT JOIN branches b ON b.id = u.branch_id`

/** Active RMs (role $1) of segments $2 and branches $3 (empty: all) matching the search $4/$5. */
const LISTED = `u.role_id = $1 AND u.active AND u.deleted_at IS NULL
  AND (cardinality($2::int[]) = 0 OR u.segment_id = ANY($2::int[]))
  AND (cardinality($3::int[]) = 0 OR u.branch_id = ANY($3::int[]))
  AND ($4::text = '' OR u.name ILIKE $5 OR u.email ILIKE $5 OR u.job_title ILIKE $5)`

/** GET /pipeline/list/rm/...: active RMs by name, paged. */
export async function readRmList(db: Db, query: RmListParams): Promise<RmList> {
  const params = [
    ROLE.rm,
    query.segmentIds,
    query.branchIds,
    query.search,
    containsPattern(query.search),
  ]
  const [total] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${LISTED}`,
    params,
  )
  const items = await db.query<RmRow>(
    `SELECT ${RM_ROW} FROM ${RM_JOINS} WHERE ${LISTED}
      ORDER BY u.name, u.id LIMIT $6 OFFSET $7`,
    [...params, query.perPage, pageOffset(query.page, query.perPage)],
  )
  return { items, info: { page: query.page, perPage: query.perPage, total: total?.total ?? 0 } }
}

type RmDetailRow = Omit<RmDetail, 'fileUrl'> & {
  file_id: number | null
  profile_pic: string | null
}

/**
 * A person's detail as GET /pipeline/rm/{userId} answers it (and the body of a 412): an active
 * user of role `roleId` (any role when null); undefined when there is none.
 */
export async function readPersonDetail(
  db: Db,
  userId: number,
  roleId: number | null,
): Promise<RmDetail | undefined> {
  const [row] = await db.query<RmDetailRow>(
    `SELECT ${RM_ROW}, coalesce(u.nik, '') AS nik, coalesce(u.phone, '') AS phone,
            coalesce(u.address, '') AS address, u.profile_file_id AS file_id, u.profile_pic
       FROM ${RM_JOINS}
      WHERE u.id = $1 AND ($2::int IS NULL OR u.role_id = $2) AND u.active AND u.deleted_at IS NULL`,
    [userId, roleId],
  )
  if (!row) return undefined
  const { file_id, profile_pic, ...rm } = row
  return { ...rm, fileUrl: photoUrl(file_id, profile_pic) }
}
