/**
 * Team configuration (/teamconfig, role 1; sales-activity-spec "Team configuration"): "Create
 * Team", then a card per team with Edit and Delete and its Mentor, Leader and Members, each person
 * with a remove icon that saves the team without them at once. Read from IndexedDB, so it works
 * offline; every write goes through the outbox and shows at once with its sync mark (a team
 * created offline carries a temp id until the server answers). The spec's static employee form
 * mock-up is not built.
 * Stable hooks: `data-team-config` (the list's state), `data-team-id` per card.
 */
import { useEffect, useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import type { Team } from '../../contract/teams.ts'
import { deleteConfirmText, SUCCESS } from '../../domain/messages.ts'
import type { Actor } from '../../domain/permissions.ts'
import type { TeamRole } from '../../domain/teams.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { CloudOffIcon } from '../../ui/icons.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { deleteTeam, removeTeamPerson } from './teamCommands.ts'
import { TeamCard } from './TeamCard.tsx'
import { teamTitle } from './teamModel.ts'
import { TeamModal } from './TeamModal.tsx'
import { useTeamConfig, useTeamConfigPull, type TeamConfigData } from './useTeamConfig.ts'
import { beginQuietSave, beginSave } from '../sync/index.ts'
import type { ResultOptions } from '../../ui/dialogs/dialogStore.ts'

export function TeamConfigScreen() {
  const session = useSession()
  if (!session) return null
  const { id, roleId } = session.profile
  return <TeamConfig actor={{ id, roleId }} />
}

const REMOVED_NOTICE_MS = 5000

type ListState = 'loading' | 'missing' | 'empty' | 'ready'

function listState(
  data: TeamConfigData | undefined,
  pulling: boolean,
  unreachable: boolean,
): ListState {
  if (data === undefined) return 'loading'
  if (data.teams.length > 0) return 'ready'
  if (data.fetchedAt !== undefined) return 'empty'
  return pulling || !unreachable ? 'loading' : 'missing'
}

/** The modal open: Create Team (team null) or Edit of a team. */
type OpenModal = { team: Team | null } | null

function TeamConfig({ actor }: { actor: Actor }) {
  const data = useTeamConfig()
  const pull = useTeamConfigPull()
  const offline = useOffline()
  const [modal, setModal] = useState<OpenModal>(null)
  const state = listState(data, pull.pulling, pull.failed || offline)
  // A chip's × is answered in a line that fades, so removing three people takes three clicks.
  const [removed, setRemoved] = useState<{ result: ResultOptions; count: number } | null>(null)
  useEffect(() => {
    if (!removed) return
    const timer = setTimeout(() => setRemoved(null), REMOVED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [removed])

  const remove = async (team: Team, role: TeamRole, person: IdText) => {
    const announce = await beginQuietSave()
    if (!(await removeTeamPerson(actor, team.id, role, person.id))) return
    const result = await announce({ icon: 'success', title: SUCCESS.teamUpdated, button: 'Close' })
    if (result) setRemoved((before) => ({ result, count: (before?.count ?? 0) + 1 }))
  }
  const confirmDelete = async (team: Team) => {
    const sure = await showConfirm({
      title: deleteConfirmText(teamTitle(team)),
      yes: 'Yes, Delete',
    })
    if (!sure) return
    const announce = await beginSave()
    await deleteTeam(actor, team.id, teamTitle(team))
    await announce({ icon: 'success', title: SUCCESS.teamDeleted, button: 'Close' })
  }

  return (
    <section
      aria-labelledby="team-config-title"
      className="flex flex-col gap-4"
      data-team-config={state}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="team-config-title" className="text-xl font-semibold text-slate-900">
          Team Configuration
        </h1>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
          <Button onClick={() => setModal({ team: null })}>
            <PlusIcon className="size-4" />
            Create Team
          </Button>
        </div>
      </div>
      {removed && (
        <p
          key={removed.count}
          role="status"
          data-team-notice={removed.result.icon}
          className={`rounded-xl px-4 py-2.5 text-sm ring-1 ring-inset ${removed.result.icon === 'success' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
        >
          <span className="font-medium">{removed.result.title}</span>
          {removed.result.message && <span> · {removed.result.message}</span>}
        </p>
      )}
      {offline && (
        <p
          className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-700"
          role="status"
        >
          <CloudOffIcon className="size-4 shrink-0" />
          You are offline: teams you create or change are kept on this device and sent when you are
          back online.
        </p>
      )}
      {state === 'ready' ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Teams">
          {data!.teams.map((view) => (
            <li key={view.team.id}>
              <TeamCard
                view={view}
                name={teamTitle(view.team)}
                onEdit={() => setModal({ team: view.team })}
                onDelete={() => void confirmDelete(view.team)}
                onRemove={(role, person) => void remove(view.team, role, person)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p
          className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200"
          role={state === 'loading' ? 'status' : undefined}
        >
          {STATE_TEXT[state]}
        </p>
      )}
      {modal && <TeamModal actor={actor} team={modal.team} onClose={() => setModal(null)} />}
    </section>
  )
}

const STATE_TEXT: Readonly<Record<Exclude<ListState, 'ready'>, string>> = {
  loading: 'Loading teams…',
  missing: 'The teams have not been loaded on this device yet. Connect to load them.',
  empty: 'No teams yet',
}
