/**
 * The Deal Journal: the deal's history, newest first as the server answers it, with the visits
 * logged on this device on top (marked waiting, failed or in conflict until the re-pulled history
 * carries them). A meeting entry's Edit opens the Sales visit dialog in edit mode.
 * Stable hooks: `data-journal-type`, `data-visit-id`, `data-visit-sync`.
 */
import { useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { db } from '../../entities/db.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { readVisitContactIds } from '../../entities/visits/visitEditReads.ts'
import { PaperclipIcon } from '../../ui/icons.tsx'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import {
  dealVisitTarget,
  useDealVisits,
  VisitDialog,
  visitFormFromMeeting,
  visitFormOf,
  type VisitForm,
} from '../visits/index.ts'
import { dealContacts } from '../../entities/deals/dealContacts.ts'
import { dealDetailHeader } from '../../entities/deals/dealDetailHeader.ts'
import { DetailCard } from '../../ui/DetailCard.tsx'
import { journalItems, type StoredJournalEntry } from './journalModel.ts'

interface DealJournalProps {
  /** Headers as `{ text }`, or strings in a detail stored before (see StoredJournalEntry). */
  history: readonly StoredJournalEntry[]
  dealId: number
}

interface Editing {
  visitId: number
  /** The visit as the dialog opened on it (the row an edit of a visit not held here stands on). */
  opened: VisitForm
  form: VisitForm
  knownContacts: IdText[]
}

const contactsOfInfo = (info: Record<string, unknown>): IdText[] =>
  Array.isArray(info.contacts)
    ? info.contacts.filter(
        (each): each is IdText =>
          typeof each === 'object' &&
          each !== null &&
          typeof (each as IdText).id === 'number' &&
          typeof (each as IdText).text === 'string',
      )
    : []

export function DealJournal({ history, dealId }: DealJournalProps) {
  const visits = useDealVisits(dealId)
  const profile = useSession()?.profile
  const [editing, setEditing] = useState<Editing | null>(null)
  const items = journalItems(history, visits?.visits ?? [])
  const detail = visits?.detail
  const canEditVisits =
    detail !== undefined &&
    profile !== undefined &&
    dealDetailHeader(detail, visits?.card, profile).actions.includes('addSalesVisit')

  const edit = async (visitId: number, historyIndex: number | null) => {
    if (!detail) return
    const local = visits?.visits.find((each) => each.visit.id === visitId)
    if (local) {
      const form = visitFormOf(local.visit)
      // Contacts added offline are named in the row by the ids they had then.
      const contacts = await readVisitContactIds(db, form.contacts)
      const opened = { ...form, contacts }
      setEditing({ visitId, opened, form: opened, knownContacts: dealContacts(detail) })
      return
    }
    const info = historyIndex === null ? undefined : history[historyIndex]?.data.info
    const fromMeeting = info ? visitFormFromMeeting(info, detail.clientCompany) : null
    if (!info || !fromMeeting) return
    setEditing({
      visitId,
      opened: fromMeeting.form,
      form: fromMeeting.form,
      knownContacts: [...dealContacts(detail), ...contactsOfInfo(info)],
    })
  }

  return (
    <DetailCard title="Deal Journal">
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No journal entries yet.</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l border-slate-200 pl-4">
          {items.map((item) => (
            <li
              key={item.key}
              data-journal-type={item.type}
              data-visit-id={item.visitId ?? undefined}
              className="min-w-0 text-sm break-words"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-slate-900">{item.header1}</p>
                {item.visitId !== null && canEditVisits && (
                  <button
                    type="button"
                    className="text-xs text-brand-700 hover:underline"
                    aria-label={`Edit sales visit ${item.header3}`.trim()}
                    onClick={() => void edit(item.visitId!, item.historyIndex)}
                  >
                    Edit
                  </button>
                )}
              </div>
              {item.header2 && <p className="text-slate-700">{item.header2}</p>}
              {item.header3 && <p className="text-slate-600">{item.header3}</p>}
              {item.when && (
                <p className="text-xs text-slate-600" data-visit-when>
                  {item.when}
                </p>
              )}
              {item.fileName && (
                <p className="flex items-center gap-1 text-xs text-slate-600" title={item.fileName}>
                  <PaperclipIcon className="size-3.5 shrink-0" />
                  <span className="truncate">{item.fileName}</span>
                </p>
              )}
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                <time>{item.time}</time>
                {item.by && <span>· {item.by}</span>}
                {item.sync && (
                  <SyncMark
                    title="Sales visit"
                    stateAttribute="data-visit-sync"
                    size="sm"
                    sync={item.sync}
                    ops={item.visitId === null ? [] : (visits?.ops.get(item.visitId) ?? [])}
                  />
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {editing && detail && profile && (
        <VisitDialog
          target={dealVisitTarget(detail)}
          visitId={editing.visitId}
          opened={editing.opened}
          form={editing.form}
          onFormChange={(form) => setEditing({ ...editing, form })}
          userId={profile.id}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
          knownContacts={editing.knownContacts}
        />
      )}
    </DetailCard>
  )
}
