import type { CrmDb } from '../db.ts'
import { readTeams } from '../teams/teamRows.ts'

/**
 * The people whose figures a user's Individual Sales Report shows: the user's own, and (Team Sales
 * Report, Team Proposal) those of the teams the user leads or mentors: their leaders, mentors and
 * members.
 */
export async function individualReportPeople(db: CrmDb, userId: number): Promise<Set<number>> {
  const people = new Set([userId])
  for (const team of await readTeams(db)) {
    if (team.leader?.id !== userId && team.mentor?.id !== userId) continue
    if (team.leader) people.add(team.leader.id)
    if (team.mentor) people.add(team.mentor.id)
    for (const member of team.members) people.add(member.id)
  }
  return people
}
