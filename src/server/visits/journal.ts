import type { VisitPayload } from '../../contract/visits.ts'
import type { Db } from '../db/db.ts'
import { addJournal, rewriteMeetingEntry } from '../deals/journal.ts'
import { meetingInfo } from './store.ts'

/** The deal journal's 'meeting' entry of a visit: added on create, rewritten on update. */
export async function journalMeeting(
  tx: Db,
  meeting: { dealId: number; visitId: number; clientId: number; by: number },
  visit: VisitPayload,
): Promise<void> {
  const { dealId, visitId, clientId, by } = meeting
  const { clientName, info } = await meetingInfo(tx, visitId, clientId, visit)
  const headers: [string, string, string] = ['Sales visit', clientName, visit.objective]
  if (!(await rewriteMeetingEntry(tx, { dealId, visitId, headers, info }))) {
    await addJournal(tx, { dealId, type: 'meeting', headers, info, by })
  }
}
