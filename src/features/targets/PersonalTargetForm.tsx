/**
 * The personal target's months and buttons in the screen's mode: Edit (detail, pending and self
 * modes, for who may save), Submit (add and edit modes), Approve and Reject (pending mode; never
 * Reject for role 5), each decision confirmed. After an action the app stays on (goes to) the
 * target's page, which shows the new status at once.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import {
  personalTargetMode,
  TARGET_DECISION_CONFIRM,
  targetApproveVisible,
  targetEditVisible,
  targetInputsEnabled,
  targetRejectVisible,
  targetSubmitVisible,
  type TargetDecision,
  type TargetStatus,
} from '../../domain/targets.ts'
import { CONFIRM, SUCCESS } from '../../domain/messages.ts'
import type { TargetRow } from '../../entities/targets/targetRows.ts'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { PersonalTargetTable } from './PersonalTargetTable.tsx'
import { readYearDraft, yearDraftOf, type CellErrors } from './personalTargetDraft.ts'
import type { TargetAmountField } from './targetAmountDraft.ts'
import { decideTarget, saveTargets } from './targetCommands.ts'
import { beginSave } from '../sync/index.ts'

const DECIDED = { approve: SUCCESS.targetApproved, reject: SUCCESS.targetRejected } as const

interface PersonalTargetFormProps {
  actor: Actor
  year: number
  userId: number
  row: TargetRow
  status: TargetStatus
  editing: boolean
  setEditing(editing: boolean): void
  maySave: boolean
  mayApprove: boolean
  mayReject: boolean
  /** Year, status and sync mark. */
  header: ReactNode
}

export function PersonalTargetForm(props: PersonalTargetFormProps) {
  const { actor, year, userId, row, status, editing, setEditing } = props
  const navigate = useNavigate()
  const [months, setMonths] = useState(() => yearDraftOf(row))
  const [errors, setErrors] = useState<CellErrors>(new Map())
  const [busy, setBusy] = useState(false)
  const mode = personalTargetMode({ actor, userId, status, mayDecide: props.mayApprove, editing })
  const enabled = targetInputsEnabled(mode) && props.maySave
  const shown = enabled ? months : yearDraftOf(row)
  const unit = { type: 'rm' as const, id: userId }
  const toTargetPage = () =>
    void navigate({
      to: '/$year/$userId',
      params: { year: String(year), userId: String(userId) },
    })

  const change = (month: number, field: TargetAmountField, text: string) =>
    setMonths((current) =>
      current.map((draft, index) => (index === month - 1 ? { ...draft, [field]: text } : draft)),
    )

  const startEditing = () => {
    setMonths(yearDraftOf(row))
    setErrors(new Map())
    setEditing(true)
  }

  const submit = async () => {
    const read = readYearDraft(months, year)
    if ('errors' in read) {
      setErrors(read.errors)
      return
    }
    setBusy(true)
    try {
      const announce = await beginSave()
      await saveTargets(actor, unit, read.items)
      setErrors(new Map())
      setEditing(false)
      toTargetPage()
      await announce({ icon: 'success', title: SUCCESS.targetSubmitted, button: 'Close' })
    } finally {
      setBusy(false)
    }
  }

  const decide = async (decision: TargetDecision) => {
    const confirmed = await showConfirm({
      ...TARGET_DECISION_CONFIRM[decision],
      no: CONFIRM.cancel,
    })
    if (!confirmed) return
    const announce = await beginSave()
    await decideTarget(actor, unit, year, decision)
    toTargetPage()
    await announce({ icon: 'success', title: DECIDED[decision], button: 'Close' })
  }

  return (
    <form
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-target-screen={mode}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (targetSubmitVisible(mode) && props.maySave) void submit()
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        {props.header}
        <div className="flex flex-wrap gap-2">
          {editing && (
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
          {targetEditVisible(mode) && props.maySave && (
            <Button variant="secondary" onClick={startEditing}>
              Edit
            </Button>
          )}
          {targetRejectVisible(mode, actor.roleId) && props.mayReject && (
            <Button variant="danger" onClick={() => void decide('reject')}>
              Reject
            </Button>
          )}
          {targetApproveVisible(mode) && props.mayApprove && (
            <Button onClick={() => void decide('approve')}>Approve</Button>
          )}
          {targetSubmitVisible(mode) && props.maySave && (
            <Button type="submit" loading={busy}>
              Submit
            </Button>
          )}
        </div>
      </div>
      {errors.size > 0 && (
        <p className="text-sm text-red-700" role="alert">
          Some amounts cannot be read: correct the fields marked in red.
        </p>
      )}
      <PersonalTargetTable months={shown} enabled={enabled} errors={errors} onChange={change} />
    </form>
  )
}
