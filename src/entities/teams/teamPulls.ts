/**
 * What the team configuration reads, pulled onto the device: every team (one list, TEAMS_LIST,
 * written through the list machinery, so a team with unsent ops is left as this device has it and
 * a team the server no longer lists goes) and the people a team may hold (the employee list, kept
 * like master data). The briefcase pulls both (features/targets/targetBriefcase); the screen pulls
 * them again while it is open.
 */
import type { IdText } from '../../contract/common.ts'
import { answerList, answerText } from '../../contract/answer.ts'
import { searchText } from '../../contract/calls.ts'
import { pathOf } from '../../contract/route.ts'
import { TEAM_ROUTES } from '../../contract/teams.ts'
import { USER_ROUTES } from '../../contract/users.ts'
import { check, integer } from '../../contract/validate.ts'
import type { CrmDb } from '../db.ts'
import { readMeta } from '../../store/meta.ts'
import { saveTeamPeople, TEAM_PEOPLE_KEY, TEAMS_LIST } from './teamRows.ts'
import { getBodyIfChanged, keepEtag, storeIfChanged } from '../../sync/conditionalGet.ts'
import { listHeld, listTables, markListFetched, replaceList } from '../../sync/listStore.ts'
import { asRows, readAnswer } from '../../sync/pull.ts'
import { PullError } from '../../sync/pullError.ts'
import type { Transport } from '../../sync/transport.ts'

/** The fields of an employee the pickers use (the answer's other fields are not kept). */
const employeesAnswer = answerList<{ id: number; name: string }>({
  id: integer({ min: 1 }),
  name: answerText(),
})

/** Every team, as one list; a provider without the call leaves the device's teams as they are. */
export async function pullTeamList(
  db: CrmDb,
  transport: Transport,
  userId?: number,
): Promise<void> {
  const startedAt = Date.now()
  const path = pathOf(TEAM_ROUTES.list, {})
  const held = () => listHeld(db, TEAMS_LIST, 'teams')
  const get = { userId, path, held }
  const answer = await getBodyIfChanged(db, transport, get)
  if (answer.unchanged) {
    if (await markListFetched(db, TEAMS_LIST, Date.now())) return
    // Dropped meanwhile: no longer held, so asked again without a tag, whole.
    return pullTeamList(db, transport, userId)
  }
  if (answer.body === null) return
  const rows = asRows(readAnswer(TEAM_ROUTES.list, answer.body))
  await db.transaction('rw', listTables(db, 'teams'), async () => {
    const stored = await replaceList(
      db,
      { key: TEAMS_LIST, table: 'teams' },
      rows,
      startedAt,
      Date.now(),
    )
    if (stored.asAnswered) await keepEtag(db, get, answer)
  })
}

/** The active employees by name (every one: a leader, a mentor or a member may be anyone). */
export async function pullTeamPeople(
  db: CrmDb,
  transport: Transport,
  userId?: number,
): Promise<void> {
  const path = pathOf(USER_ROUTES.employees, { filter: searchText('') })
  const held = async () => (await readMeta(db, TEAM_PEOPLE_KEY)) !== undefined
  await storeIfChanged(db, transport, { userId, path, held }, async (body) => {
    if (body === null) return
    const checked = check(employeesAnswer, body)
    if (!checked.ok) throw new PullError(200, body, checked.errors)
    const people: IdText[] = checked.value.map((employee) => ({
      id: employee.id,
      text: employee.name,
    }))
    await saveTeamPeople(db, people)
  })
}

/**
 * Both, side by side; conditional (sync/conditionalGet) when the user is given, as the briefcase
 * does.
 */
export async function pullTeamConfig(
  db: CrmDb,
  transport: Transport,
  userId?: number,
): Promise<void> {
  await Promise.all([pullTeamList(db, transport, userId), pullTeamPeople(db, transport, userId)])
}
