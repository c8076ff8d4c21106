/**
 * The Team modal (350 px; sales-activity-spec "Team configuration", sections 4 and 5): the name,
 * Leader, Mentor and Members. Save is enabled only with a leader and at least one member; a person
 * chosen in one picker leaves the others' options. Save closes it and opens 'Add Team successfully'
 * or 'Update Team successfully'; Escape, Cancel or the close button close it without saving.
 * Stable hook: `data-team-modal` ('create' or 'edit').
 */
import { useMemo, useState } from 'react'
import { MAX_FIELD_TEXT } from '../../contract/fields.ts'
import type { Team } from '../../contract/teams.ts'
import { SUCCESS } from '../../domain/messages.ts'
import type { Actor } from '../../domain/permissions.ts'
import { CancelSave } from '../../ui/dialogs/CancelSave.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { MultiSelectField } from '../../ui/MultiSelectField.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { createTeam, updateTeam } from './teamCommands.ts'
import {
  draftCanSave,
  draftOfTeam,
  fieldsOfDraft,
  NEW_TEAM_DRAFT,
  peopleOfTeam,
  pickerOptions,
  type TeamModalDraft,
} from './teamModel.ts'
import { useTeamPeople } from './useTeamConfig.ts'
import { beginSave } from '../sync/index.ts'

export const TEAM_MODAL_WIDTH = 350

interface TeamModalProps {
  actor: Actor
  /** null: Create Team. */
  team: Team | null
  onClose: () => void
}

export function TeamModal({ actor, team, onClose }: TeamModalProps) {
  const people = useTeamPeople()
  const [draft, setDraft] = useState<TeamModalDraft>(() =>
    team ? draftOfTeam(team) : NEW_TEAM_DRAFT,
  )
  const [saving, setSaving] = useState(false)
  const options = useMemo(() => pickerOptions(people ?? [], draft), [people, draft])
  const canSave = draftCanSave(draft)
  const change = (next: Partial<TeamModalDraft>) => setDraft((current) => ({ ...current, ...next }))
  const asSelect = (list: typeof options.leaders) =>
    list.map((person) => ({ value: person.id, label: person.text }))

  const save = async () => {
    if (!canSave || saving) return
    setSaving(true)
    const announce = await beginSave()
    try {
      // The team's own people name those the pickers' read has not given yet.
      const fields = fieldsOfDraft(draft, [...(team ? peopleOfTeam(team) : []), ...(people ?? [])])
      if (team) await updateTeam(actor, team.id, fields)
      else await createTeam(actor, fields)
    } finally {
      setSaving(false)
    }
    onClose()
    await announce({
      icon: 'success',
      title: team ? SUCCESS.teamUpdated : SUCCESS.teamAdded,
      button: 'Close',
    })
  }

  return (
    <DialogFrame
      title={team ? 'Edit Team' : 'Create Team'}
      width={TEAM_MODAL_WIDTH}
      onClose={onClose}
      onSubmit={() => void save()}
      hooks={{ 'data-team-modal': team ? 'edit' : 'create' }}
    >
      <div className="mt-4 flex flex-col gap-4">
        <TextField
          label="Team name"
          value={draft.name}
          maxLength={MAX_FIELD_TEXT}
          onChange={(event) => change({ name: event.target.value })}
          autoFocus
        />
        <SelectField
          label="Leader"
          required
          allLabel="Choose leader"
          value={draft.leaderId}
          options={asSelect(options.leaders)}
          onChange={(leaderId) => change({ leaderId })}
        />
        <SelectField
          label="Mentor"
          allLabel="No mentor"
          value={draft.mentorId}
          options={asSelect(options.mentors)}
          onChange={(mentorId) => change({ mentorId })}
        />
        <MultiSelectField
          label="Members"
          options={options.members}
          value={draft.members}
          onChange={(members) => change({ members })}
          placeholder="Choose members"
        />
      </div>
      {!canSave && (
        <p className="mt-3 text-xs text-slate-500" data-team-modal-hint>
          Choose a leader and at least one member to save.
        </p>
      )}
      <CancelSave onCancel={onClose} saveDisabled={!canSave} saving={saving} />
    </DialogFrame>
  )
}
