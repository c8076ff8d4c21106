/**
 * The Status Update card of the deal detail: the deal's entries (pulled into statusUpdates, read
 * live), add, edit and delete through the status ops. Save is enabled only with text.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useState } from 'react'
import { canSaveStatusUpdate } from '../../domain/dealDetail.ts'
import { formatJournalTime } from '../../domain/dates.ts'
import { CONFIRM, SUCCESS } from '../../domain/messages.ts'
import { db } from '../../entities/db.ts'
import type { StatusUpdateRow } from '../../entities/deals/dealRows.ts'
import { readStatusUpdates } from '../../entities/deals/statusUpdateReads.ts'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { addStatusUpdate, deleteStatusUpdate, editStatusUpdate } from './dealCommands.ts'
import { DetailCard } from '../../ui/DetailCard.tsx'
import { beginSave } from '../sync/index.ts'

interface StatusUpdateCardProps {
  dealId: number
  userId: number
  firstname: string
  canEdit: boolean
}

const statusSaved = { icon: 'success', title: SUCCESS.statusUpdated, button: 'Close' } as const

export function StatusUpdateCard({ dealId, userId, firstname, canEdit }: StatusUpdateCardProps) {
  const entries = useLiveQuery(() => readStatusUpdates(db, dealId), [dealId])
  const [text, setText] = useState('')
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null)

  const add = async () => {
    const announce = await beginSave()
    await addStatusUpdate(dealId, text.trim(), firstname, userId)
    setText('')
    await announce(statusSaved)
  }
  const saveEdit = async () => {
    if (!editing) return
    const announce = await beginSave()
    await editStatusUpdate(editing.id, dealId, editing.text.trim(), userId)
    setEditing(null)
    await announce(statusSaved)
  }
  const remove = async (entry: StatusUpdateRow) => {
    const yes = await showConfirm({
      title: 'Are you sure delete this status?',
      text: entry.status,
      yes: 'Yes, Delete',
      no: CONFIRM.cancel,
    })
    if (!yes) return
    const announce = await beginSave()
    await deleteStatusUpdate(entry.id, dealId, userId)
    await announce({ icon: 'success', title: SUCCESS.statusDeleted, button: 'Close' })
  }

  return (
    <DetailCard title="Status Update" hooks={{ 'data-status-card': true }}>
      {canEdit && (
        <div className="mt-3 flex flex-col gap-2">
          <textarea
            aria-label="New status"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={2}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex justify-end">
            <Button onClick={() => void add()} disabled={!canSaveStatusUpdate(text)}>
              Save
            </Button>
          </div>
        </div>
      )}
      <ul className="mt-4 space-y-3">
        {(entries ?? []).map((entry) => (
          <li key={entry.id} className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
            {editing?.id === entry.id ? (
              <div className="flex flex-col gap-2">
                <textarea
                  aria-label="Status text"
                  value={editing.text}
                  onChange={(event) => setEditing({ id: entry.id, text: event.target.value })}
                  rows={2}
                  className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                />
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                  <Button
                    onClick={() => void saveEdit()}
                    disabled={!canSaveStatusUpdate(editing.text)}
                  >
                    Save
                  </Button>
                </div>
              </div>
            ) : (
              <>
                <p className="whitespace-pre-wrap text-slate-800">{entry.status}</p>
                <div className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                  <span>
                    {entry.firstname} · {formatJournalTime(entry.lastUpdated)}
                  </span>
                  {canEdit && (
                    <span className="ml-auto flex gap-1">
                      <Button
                        variant="ghost"
                        className="h-7 px-2 text-xs"
                        aria-label="Edit status"
                        onClick={() => setEditing({ id: entry.id, text: entry.status })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        className="h-7 px-2 text-xs"
                        aria-label="Delete status"
                        onClick={() => void remove(entry)}
                      >
                        Delete
                      </Button>
                    </span>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {entries?.length === 0 && <p className="mt-3 text-sm text-slate-500">No status yet.</p>}
    </DetailCard>
  )
}
