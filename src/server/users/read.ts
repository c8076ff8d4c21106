import type { Employee } from '../../contract/users.ts'
import type { Db } from '../db/db.ts'
import { containsPattern } from '../http/search.ts'

const idText = (id: string, text: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'text', ${text}) END`

/** The active users whose name or email holds the search ('' for all), by name. */
export function readEmployees(db: Db, search: string): Promise<Employee[]> {
  return db.query<Employee>(
    `SELECT u.id AS "userId", u.id, u.name, u.email, u.role_id AS "roleId",
            coalesce(u.job_title, '') AS "jobTitle",
            ${idText('t.id', 't.name')} AS tribe, ${idText('s.id', 's.name')} AS segment,
            ${idText('b.id', 'b.name')} AS branch
       FROM users u
       LEFT JOIN tribes t ON t.id = u.tribe_id
       LEFT JOIN segments s ON s.id = u.segment_id
       LEFT JOIN branches b ON b.id = u.branch_id
      WHERE u.active AND u.deleted_at IS NULL
        AND ($1::text = '' OR u.name ILIKE $2 OR u.email ILIKE $2)
      ORDER BY u.name, u.id`,
    [search, containsPattern(search)],
  )
}
