import type { ProfileDetail } from '../../contract/profile.ts'
import type { Db } from '../db/db.ts'
import { photoUrl } from '../rms/photo.ts'

const idText = (id: string, text: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'text', ${text}) END`

type ProfileRow = Omit<ProfileDetail, 'fileUrl'> & {
  file_id: number | null
  profile_pic: string | null
}

/** GET /Profile/detail, an update's answer and its 412's body; undefined when the user is gone. */
export async function readProfile(db: Db, userId: number): Promise<ProfileDetail | undefined> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.id, u.name, coalesce(u.nik, '') AS nik, u.email, coalesce(u.phone, '') AS phone,
            coalesce(u.address, '') AS address, coalesce(u.job_title, '') AS "jobTitle",
            u.role_id AS "roleId", ${idText('s.id', 's.name')} AS segment,
            ${idText('b.id', 'b.name')} AS branch, u.profile_file_id AS file_id, u.profile_pic,
            u.version
       FROM users u
       LEFT JOIN segments s ON s.id = u.segment_id
       LEFT JOIN branches b ON b.id = u.branch_id
      WHERE u.id = $1 AND u.active AND u.deleted_at IS NULL`,
    [userId],
  )
  if (!row) return undefined
  const { file_id, profile_pic, ...profile } = row
  return { ...profile, fileUrl: photoUrl(file_id, profile_pic) }
}
