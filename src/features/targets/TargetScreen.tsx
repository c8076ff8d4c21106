/**
 * The personal target screen (/{year}/{userId}; sales-activity-spec "Sales target" and section
 * 4): the year and status (read only), twelve months of four amounts, and Edit, Submit, Approve
 * or Reject as the mode gives them. Read from IndexedDB, so it reloads and works offline; every
 * action goes through the outbox and shows at once, with its sync mark.
 * Stable hooks: `data-target-screen` (the mode), `data-target-sync` (the sync mark).
 */
import { useParams } from '@tanstack/react-router'
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useState } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import { mayDecideTarget, maySaveTarget, targetStatusOf } from '../../domain/targets.ts'
import { db } from '../../entities/db.ts'
import { readStoredRm } from '../../entities/rms/storedRmReads.ts'
import { readTeams } from '../../entities/teams/teamRows.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { PersonalTargetForm } from './PersonalTargetForm.tsx'
import { TargetStatusBadge } from './TargetStatusBadge.tsx'
import { usePersonalTarget } from './usePersonalTarget.ts'

const wholeNumber = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null

export function TargetScreen() {
  const params = useParams({ strict: false }) as { year?: string; userId?: string }
  const session = useSession()
  const year = wholeNumber(params.year)
  const userId = wholeNumber(params.userId)
  if (!session) return null
  if (year === null || userId === null || year < 1000 || year > 9999 || userId === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
        This address names no target: it reads /year/user, e.g. /2026/3.
      </p>
    )
  }
  const { id, roleId } = session.profile
  return (
    <PersonalTarget key={`${year}/${userId}`} actor={{ id, roleId }} year={year} userId={userId} />
  )
}

interface PersonalTargetProps {
  actor: Actor
  year: number
  userId: number
}

function PersonalTarget({ actor, year, userId }: PersonalTargetProps) {
  const { data, pull } = usePersonalTarget(userId, year)
  const offline = useOffline()
  const teams = useLiveQuery(() => readTeams(db), []) ?? []
  const person = useLiveQuery(() => readStoredRm(db, userId), [userId])
  const [editing, setEditing] = useState(false)
  const unit = { type: 'rm' as const, id: userId }
  const name = userId === actor.id ? 'My target' : (person?.name ?? `User ${userId}`)

  return (
    <section aria-labelledby="target-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="target-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Sales Target
        </h2>
        <span className="text-sm text-slate-500">{name}</span>
        <div className="ml-auto">
          <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
        </div>
      </div>
      {data === undefined ? null : data.row === undefined ? (
        offline || pull.failed ? (
          <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
            This target has not been loaded on this device yet. Connect to load it.
          </p>
        ) : (
          <p className="text-sm text-slate-500" role="status">
            Loading the target…
          </p>
        )
      ) : (
        <PersonalTargetForm
          actor={actor}
          year={year}
          userId={userId}
          row={data.row}
          editing={editing}
          setEditing={setEditing}
          maySave={maySaveTarget(actor, unit)}
          mayApprove={mayDecideTarget(actor, unit, 'approve', teams)}
          mayReject={mayDecideTarget(actor, unit, 'reject', teams)}
          header={
            <div className="flex flex-wrap items-center gap-4">
              <div>
                <p className="text-xs font-medium text-slate-500 uppercase">Year</p>
                <p className="text-lg font-semibold text-slate-900" data-target-year={year}>
                  {year}
                </p>
              </div>
              <div>
                <p className="text-xs font-medium text-slate-500 uppercase">Status</p>
                <TargetStatusBadge text={data.row.status} />
              </div>
              <SyncMark
                sync={data.sync}
                ops={data.ops}
                title={`Target ${year}`}
                stateAttribute="data-target-sync"
              />
            </div>
          }
          status={targetStatusOf(data.row.status)}
        />
      )}
    </section>
  )
}
