/**
 * The Deal Journal (right column of the deal detail): every entry type with its three headers,
 * its time 'DD MMM YYYY | HH:mm', who made it, and the file name of a proposal or invoice entry
 * cut to 35 characters. Visits logged on this device and not yet in the pulled history (waiting,
 * failed, in conflict, or just synced) show on top as meeting entries with their sync state; a
 * pending edit of a synced visit replaces its history entry.
 */
import type { JournalEntry, JournalText, JournalType } from '../../contract/deals.ts'
import { formatJournalTime } from '../../domain/dates.ts'
import { truncateFileName } from '../../domain/truncation.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import type { LocalVisit } from '../visits/index.ts'
import { shownHeaders, visitTimeText } from './journalHeaders.ts'

export interface JournalItem {
  key: string
  type: JournalType
  header1: string
  header2: string
  header3: string
  time: string
  by: string
  /** The cut file name of a proposal or invoice entry; null when there is none. */
  fileName: string | null
  /** A meeting entry's visit date and times ('12 May 2027 · 09:00–10:30'); '' otherwise. */
  when: string
  /** A meeting entry's visit (info.visitId, or the local visit's id); null otherwise. */
  visitId: number | null
  /** A local visit's state; null for an entry of the pulled history. */
  sync: EntitySyncState | null
  /** The entry's index in the pulled history; null for a local visit. */
  historyIndex: number | null
}

/**
 * A journal entry as this device may hold it: the server answers headers and author as
 * `{ text }`; deal details stored before that have plain string headers until re-pulled.
 */
export interface StoredJournalEntry {
  type: JournalType
  data: Omit<JournalEntry['data'], 'header1' | 'header2' | 'header3' | 'updateBy'> & {
    header1: JournalText | string
    header2: JournalText | string
    header3: JournalText | string
    updateBy: JournalText | string
  }
}

/** A header or author's text in either form; '' when it is missing or of another shape. */
export function journalText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'object' && value !== null) {
    const text = (value as { text?: unknown }).text
    if (typeof text === 'string') return text
  }
  return ''
}

const FILE_TYPES: ReadonlySet<JournalType> = new Set(['prop', 'invoice', 'invoiced', 'tobe'])

function fileNameOf(entry: StoredJournalEntry): string | null {
  if (!FILE_TYPES.has(entry.type)) return null
  const name = entry.data.info.filename
  return typeof name === 'string' && name !== '' ? truncateFileName(name) : null
}

const meetingVisitId = (entry: StoredJournalEntry): number | null => {
  const id = entry.data.info.visitId
  return entry.type === 'meeting' && typeof id === 'number' ? id : null
}

function localVisitItem({ visit, sync, loggedAt }: LocalVisit): JournalItem {
  return {
    key: `visit:${visit.id}`,
    type: 'meeting',
    // As the server writes a visit's entry.
    header1: 'Sales visit',
    header2: visit.clientName ?? '',
    header3: visit.objective,
    when: visitTimeText({
      visitDate: visit.visitDate,
      fromTime: visit.startTime,
      toTime: visit.endTime,
    }),
    time: formatJournalTime(loggedAt ?? `${visit.visitDate}T${visit.startTime}`),
    by: '',
    fileName: null,
    visitId: visit.id,
    sync,
    historyIndex: null,
  }
}

export function journalItems(
  history: readonly StoredJournalEntry[],
  localVisits: readonly LocalVisit[] = [],
): JournalItem[] {
  const inHistory = new Set(history.map(meetingVisitId).filter((id) => id !== null))
  const shown = localVisits
    .filter((local) => local.sync !== 'synced' || !inHistory.has(local.visit.id))
    .sort((a, b) => (b.loggedAt ?? 0) - (a.loggedAt ?? 0))
  const replaced = new Set(shown.map((local) => local.visit.id))
  const pulled = history
    .map((entry, index): JournalItem | null => {
      const visitId = meetingVisitId(entry)
      if (visitId !== null && replaced.has(visitId)) return null
      const [header1, header2, header3] = shownHeaders(entry.type, [
        journalText(entry.data.header1),
        journalText(entry.data.header2),
        journalText(entry.data.header3),
      ])
      return {
        key: `${index}:${entry.type}:${entry.data.updateTime}`,
        type: entry.type,
        header1,
        header2,
        header3,
        when: entry.type === 'meeting' ? visitTimeText(entry.data.info) : '',
        time: formatJournalTime(entry.data.updateTime),
        by: journalText(entry.data.updateBy),
        fileName: fileNameOf(entry),
        visitId,
        sync: null,
        historyIndex: index,
      }
    })
    .filter((item): item is JournalItem => item !== null)
  return [...shown.map(localVisitItem), ...pulled]
}
