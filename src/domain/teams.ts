/** Team configuration (sales-activity-spec sections 2, 3, 4 and 5). */

export interface TeamDraft {
  id: number | null
  name: string
  leaderId: number | null
  mentorId: number | null
  members: readonly number[]
}

/** Save is enabled only when a leader and at least one member are chosen. */
export function canSaveTeam(team: Pick<TeamDraft, 'leaderId' | 'members'>): boolean {
  return typeof team.leaderId === 'number' && team.leaderId > 0 && team.members.length > 0
}

export type TeamRole = 'leader' | 'mentor' | 'member'

/** Removing a leader, mentor or member saves the team without that person. */
export function removeFromTeam<T extends TeamDraft>(team: T, role: TeamRole, personId: number): T {
  if (role === 'leader') return team.leaderId === personId ? { ...team, leaderId: null } : team
  if (role === 'mentor') return team.mentorId === personId ? { ...team, mentorId: null } : team
  return { ...team, members: team.members.filter((member) => member !== personId) }
}
