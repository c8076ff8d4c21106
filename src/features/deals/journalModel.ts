/**
 * The Deal Journal (right column of the deal detail): every entry type with its three headers,
 * its time 'DD MMM YYYY | HH:mm', who made it, and the file name of a proposal or invoice entry
 * cut to 35 characters.
 */
import type { JournalEntry, JournalType } from '../../contract/deals.ts'
import { formatJournalTime } from '../../domain/dates.ts'
import { truncateFileName } from '../../domain/truncation.ts'

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
}

const FILE_TYPES: ReadonlySet<JournalType> = new Set(['prop', 'invoice', 'invoiced', 'tobe'])

function fileNameOf(entry: JournalEntry): string | null {
  if (!FILE_TYPES.has(entry.type)) return null
  const name = entry.data.info.filename
  return typeof name === 'string' && name !== '' ? truncateFileName(name) : null
}

export function journalItems(history: readonly JournalEntry[]): JournalItem[] {
  return history.map((entry, index) => ({
    key: `${index}:${entry.type}:${entry.data.updateTime}`,
    type: entry.type,
    header1: entry.data.header1,
    header2: entry.data.header2,
    header3: entry.data.header3,
    time: formatJournalTime(entry.data.updateTime),
    by: entry.data.updateBy.text,
    fileName: fileNameOf(entry),
  }))
}
