/**
 * One team's card: its name, sync mark, Edit and Delete, then its Mentor (one), Leader (one) and
 * Members (many), each person with a remove icon that saves the team without them at once; but
 * a team keeps its leader and one member (its leader changes in Edit).
 * Stable hooks: `data-team-id`, `data-team-sync` (the sync mark), `data-team-role` per section.
 */
import type { IdText } from '../../contract/common.ts'
import type { TeamRole } from '../../domain/teams.ts'
import { EditIcon, TrashIcon } from '../../ui/actionIcons.tsx'
import { CloseIcon } from '../../ui/icons.tsx'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import type { TeamView } from './useTeamConfig.ts'

interface TeamCardProps {
  view: TeamView
  name: string
  onEdit: () => void
  onDelete: () => void
  onRemove: (role: TeamRole, person: IdText) => void
}

const ACTION =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600'

export function TeamCard({ view, name, onEdit, onDelete, onRemove }: TeamCardProps) {
  const { team, sync, ops } = view
  const titleId = `team-${team.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      data-team-id={team.id}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold text-slate-900" title={name}>
            {name}
          </h2>
          <SyncMark sync={sync} ops={ops} title={name} stateAttribute="data-team-sync" size="sm" />
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={`${ACTION} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
            onClick={onEdit}
            aria-label={`Edit ${name}`}
          >
            <EditIcon className="size-4" />
            Edit
          </button>
          <button
            type="button"
            className={`${ACTION} text-red-700 hover:bg-red-50`}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
          >
            <TrashIcon className="size-4" />
            Delete
          </button>
        </div>
      </div>
      <PeopleSection
        label="Mentor"
        role="mentor"
        people={team.mentor ? [team.mentor] : []}
        onRemove={onRemove}
      />
      <PeopleSection
        label="Leader"
        role="leader"
        people={team.leader ? [team.leader] : []}
        onRemove={onRemove}
        kept="A team needs a leader: choose another with Edit"
      />
      <PeopleSection
        label="Members"
        role="member"
        people={team.members}
        onRemove={onRemove}
        {...(team.members.length === 1 ? { kept: 'A team needs at least one member' } : {})}
      />
    </article>
  )
}

interface PeopleSectionProps {
  label: string
  role: TeamRole
  people: readonly IdText[]
  onRemove: (role: TeamRole, person: IdText) => void
  /** Why its people cannot be removed from the card (no remove icon then). */
  kept?: string
}

function PeopleSection({ label, role, people, onRemove, kept }: PeopleSectionProps) {
  return (
    <section data-team-role={role} aria-label={label}>
      <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</h3>
      {people.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">None</p>
      ) : (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {people.map((person) => (
            <li
              key={person.id}
              data-person-id={person.id}
              title={kept}
              className={`inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 text-sm text-slate-800 ${kept ? 'pr-2.5' : 'pr-1'}`}
            >
              {person.text}
              {!kept && (
                <button
                  type="button"
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={`Remove ${person.text} as ${role}`}
                  title={`Remove ${person.text}`}
                  onClick={() => onRemove(role, person)}
                >
                  <CloseIcon className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
