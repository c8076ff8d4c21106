import type { Team } from '../../contract/teams.ts'
import type { Db } from '../db/db.ts'

const idText = (id: string, text: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'text', ${text}) END`

/** Teams as the list shows them (by id, members by name); `$1` null for every team, else their ids. */
const TEAMS = `
  SELECT t.id, t.name, ${idText('l.id', 'l.name')} AS leader, ${idText('m.id', 'm.name')} AS mentor,
         coalesce((SELECT json_agg(json_build_object('id', u.id, 'text', u.name) ORDER BY u.name, u.id)
                     FROM team_members tm JOIN users u ON u.id = tm.user_id
                    WHERE tm.team_id = t.id), '[]'::json) AS members,
         t.version
    FROM teams t
    LEFT JOIN users l ON l.id = t.leader_id
    LEFT JOIN users m ON m.id = t.mentor_id
   WHERE $1::int[] IS NULL OR t.id = ANY($1::int[])
   ORDER BY t.id`

/** GET /Pipeline/team: every team. */
export function readTeams(db: Db): Promise<Team[]> {
  return db.query<Team>(TEAMS, [null])
}

/** The teams of these ids that exist, by id. */
export function readTeamsById(db: Db, teamIds: readonly number[]): Promise<Team[]> {
  return db.query<Team>(TEAMS, [teamIds])
}

/** One team as the list shows it (the body of a 412); undefined when it does not exist. */
export async function readTeam(db: Db, teamId: number): Promise<Team | undefined> {
  const [team] = await db.query<Team>(TEAMS, [[teamId]])
  return team
}
