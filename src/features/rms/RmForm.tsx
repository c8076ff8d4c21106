/**
 * The RM sub-screens' form (sales-activity-spec "Relationship manager list (/rm)"): Back, then
 * User Information (Name, NIK, Job Title, Segment, Branch), Contact (Email, Phone No., Address)
 * and the photo. Detail is read-only with Edit (role 1); add and edit have Save (edit also
 * Cancel). Other roles see every field disabled. The phone takes the mask 9999-9999-9999-9999
 * after +62; segment and branch are required and not clearable. Stable hooks: `data-rm-form` (the
 * mode), `data-rm-detail-sync` (the RM's sync mark).
 */
import { useState, type FormEvent } from 'react'
import { canManageRms, type Actor } from '../../domain/permissions.ts'
import { fileDataUrl } from '../../domain/uploads.ts'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'
import type { PersonFields } from '../../entities/rms/rmOps.ts'
import { Button } from '../../ui/Button.tsx'
import { listWithChoice } from '../../app/people/listWithChoice.ts'
import {
  EMPTY_PERSON_DRAFT,
  personDraftOf,
  withoutError,
  type PersonDraft,
  type PersonErrors,
} from '../../app/people/personDraft.ts'
import { PersonFieldsets } from '../../app/people/PersonFieldsets.tsx'
import { PERSON_PHONE_PLACEHOLDER, personPhoneText } from '../../app/people/personPhone.ts'
import type { ChosenPhoto } from '../../app/people/personPhoto.ts'
import { PhotoField } from '../../app/people/PhotoField.tsx'
import { SaveProblem } from '../../app/people/SaveProblem.tsx'
import { useChosenPhoto } from '../../app/people/useChosenPhoto.ts'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import { readRmDraft } from './rmDraft.ts'
import type { RmEntry } from '../../entities/rms/rmReads.ts'
import { useRmPhoto } from './useRmPhoto.ts'

export type RmFormMode = 'add' | 'detail' | 'edit'

interface RmFormProps {
  mode: RmFormMode
  actor: Actor
  /** The RM shown (detail, edit); null when adding. */
  entry: RmEntry | null
  onBack: () => void
  onEdit: () => void
  onCancel: () => void
  onSave: (fields: PersonFields, photo: ChosenPhoto | null) => Promise<void>
}

const TITLE: Readonly<Record<RmFormMode, string>> = {
  add: 'Add new RM',
  detail: 'Detail RM',
  edit: 'Edit RM',
}

export function RmForm({ mode, actor, entry, onBack, onEdit, onCancel, onSave }: RmFormProps) {
  const rm = entry?.rm ?? null
  const mayManage = canManageRms(actor)
  const editable = mayManage && mode !== 'detail'
  const segments = listWithChoice(useMasterList('segments'), rm?.segment)
  const branches = listWithChoice(useMasterList('branches'), rm?.branch)
  const rms = useMasterRms() ?? []
  const [draft, setDraft] = useState<PersonDraft>(() =>
    rm ? personDraftOf(rm) : EMPTY_PERSON_DRAFT,
  )
  const [errors, setErrors] = useState<PersonErrors>({})
  const chosen = useChosenPhoto()
  const [busy, setBusy] = useState(false)
  const shown = editable
    ? draft
    : rm
      ? { ...personDraftOf(rm), phone: personPhoneText(rm.phone) }
      : draft
  const ops = entry?.ops ?? []
  const savedPhoto = useRmPhoto(rm?.fileUrl, ops)

  const set = <K extends keyof PersonDraft>(field: K, value: PersonDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    setErrors((current) => withoutError(current, field))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!editable || busy) return
    const read = readRmDraft(draft, { segments, branches, rms, selfId: rm?.userId ?? null })
    if ('errors' in read) {
      setErrors(read.errors)
      return
    }
    setBusy(true)
    try {
      await onSave(read.fields, chosen.photo)
    } finally {
      setBusy(false)
    }
  }

  const { photo } = chosen
  const picture = photo ? fileDataUrl(photo.filename, photo.fileBase64) : savedPhoto
  const photoNote = photo?.filename ?? (rm?.photoName && !savedPhoto ? rm.photoName : null)
  return (
    <form
      aria-label={TITLE[mode]}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-rm-form={editable ? mode : 'detail'}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <h1 className="text-lg font-semibold text-slate-900">
            {TITLE[editable ? mode : 'detail']}
          </h1>
          {entry && (
            <SyncMark
              sync={entry.sync}
              ops={ops}
              title={entry.rm.name}
              stateAttribute="data-rm-detail-sync"
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {mode === 'edit' && editable && (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          {editable ? (
            <Button type="submit" loading={busy}>
              Save
            </Button>
          ) : (
            mayManage && (
              <Button variant="secondary" onClick={onEdit}>
                Edit
              </Button>
            )
          )}
        </div>
      </div>
      <SaveProblem ops={ops} />
      <PersonFieldsets
        draft={shown}
        errors={errors}
        editable={editable}
        segments={segments}
        branches={branches}
        autofill={false}
        phonePlaceholder={PERSON_PHONE_PLACEHOLDER}
        onChange={set}
        photo={
          <PhotoField
            name={shown.name}
            src={picture}
            editable={editable}
            note={photoNote}
            error={chosen.error}
            testId="rm-photo-input"
            stateAttribute="data-rm-photo"
            onFile={(file) => void chosen.choose(file)}
          />
        }
      />
    </form>
  )
}
