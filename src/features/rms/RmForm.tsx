/**
 * The RM sub-screens' form (sales-activity-spec "Relationship manager list (/rm)"): Back, then
 * User Information (Name, NIK, Job Title, Segment, Branch), Contact (Email, Phone No., Address)
 * and the photo. Detail is read-only with Edit (role 1); add and edit have Save (edit also
 * Cancel). Other roles see every field disabled. The phone takes the mask 9999-9999-9999-9999
 * after +62; segment and branch are required and not clearable. Stable hooks: `data-rm-form` (the
 * mode), `data-rm-detail-sync` (the RM's sync mark).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { IdText } from '../../contract/common.ts'
import { DEFAULT_PHONE_PREFIX, RM_PHONE_MASK } from '../../domain/phone.ts'
import { canManageRms, type Actor } from '../../domain/permissions.ts'
import { useMasterList, useMasterRms } from '../../store/useMasterData.ts'
import { Button } from '../../ui/Button.tsx'
import { opReason } from '../sync/describeOp.ts'
import { SyncMark } from '../sync/SyncMark.tsx'
import { fileBase64 } from '../proposals/fileBase64.ts'
import type { ChosenRmPhoto, RmFormFields } from './rmCommands.ts'
import {
  draftOfRm,
  EMPTY_RM_DRAFT,
  maskedRmPhone,
  readRmDraft,
  RM_LIMITS,
  rmPhotoRefusal,
  type RmDraft,
  type RmErrors,
} from './rmDraft.ts'
import { RmPhotoField } from './RmPhotoField.tsx'
import { RmRequiredSelect } from './RmRequiredSelect.tsx'
import { RmTextInput } from './RmTextInput.tsx'
import { rmPhotoDataUrl, useRmPhoto } from './useRmPhoto.ts'
import type { RmEntry } from './rmReads.ts'

export type RmFormMode = 'add' | 'detail' | 'edit'

interface RmFormProps {
  mode: RmFormMode
  actor: Actor
  /** The RM shown (detail, edit); null when adding. */
  entry: RmEntry | null
  onBack: () => void
  onEdit: () => void
  onCancel: () => void
  onSave: (fields: RmFormFields, photo: ChosenRmPhoto | null) => Promise<void>
}

const TITLE: Readonly<Record<RmFormMode, string>> = {
  add: 'Add new RM',
  detail: 'Detail RM',
  edit: 'Edit RM',
}

/** The master list with the RM's own choice in it (master data not pulled yet). */
function withChoice(list: readonly IdText[] | undefined, choice: IdText | null | undefined) {
  const all = [...(list ?? [])]
  if (choice && !all.some((entry) => entry.id === choice.id)) all.push(choice)
  return all.sort((a, b) => a.text.localeCompare(b.text))
}

export function RmForm({ mode, actor, entry, onBack, onEdit, onCancel, onSave }: RmFormProps) {
  const rm = entry?.rm ?? null
  const mayManage = canManageRms(actor)
  const editable = mayManage && mode !== 'detail'
  const segments = withChoice(useMasterList('segments'), rm?.segment)
  const branches = withChoice(useMasterList('branches'), rm?.branch)
  const rms = useMasterRms() ?? []
  const [draft, setDraft] = useState<RmDraft>(() => (rm ? draftOfRm(rm) : EMPTY_RM_DRAFT))
  const [errors, setErrors] = useState<RmErrors>({})
  const [photo, setPhoto] = useState<ChosenRmPhoto | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const shown: RmDraft = editable ? draft : rm ? { ...draftOfRm(rm), phone: rm.phone ?? '' } : draft
  const ops = entry?.ops ?? []
  const savedPhoto = useRmPhoto(rm?.fileUrl, ops)
  const decision = ops.find((op) => op.status === 'failed' || op.status === 'conflict')
  const reason = decision ? opReason(decision) : null

  const set = <K extends keyof RmDraft>(field: K, value: RmDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    const key = field === 'segmentId' ? 'segment' : field === 'branchId' ? 'branch' : field
    setErrors((current) => {
      if (!(key in current)) return current
      const next = { ...current }
      delete next[key as keyof RmErrors]
      return next
    })
  }

  const choosePhoto = async (file: File | undefined) => {
    const problem = rmPhotoRefusal(file)
    if (problem || !file) {
      setPhotoError(problem)
      return
    }
    setPhotoError(null)
    setPhoto({ filename: file.name, fileBase64: await fileBase64(file) })
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
      await onSave(read.fields, photo)
    } finally {
      setBusy(false)
    }
  }

  const picture = photo ? rmPhotoDataUrl(photo.filename, photo.fileBase64) : savedPhoto
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
      {reason && (
        <p
          className={`rounded-xl px-4 py-2.5 text-sm ring-1 ring-inset ${
            decision?.status === 'conflict'
              ? 'bg-amber-50 text-amber-900 ring-amber-200'
              : 'bg-red-50 text-red-800 ring-red-200'
          }`}
          role="alert"
        >
          {reason}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="flex flex-col gap-6">
          <Section title="User Information">
            <RmTextInput
              label="Name"
              required
              value={shown.name}
              maxLength={RM_LIMITS.name}
              disabled={!editable}
              error={errors.name}
              onChange={(value) => set('name', value)}
            />
            <RmTextInput
              label="NIK"
              value={shown.nik}
              maxLength={RM_LIMITS.nik}
              disabled={!editable}
              onChange={(value) => set('nik', value)}
            />
            <RmTextInput
              label="Job Title"
              value={shown.jobTitle}
              maxLength={RM_LIMITS.jobTitle}
              disabled={!editable}
              onChange={(value) => set('jobTitle', value)}
            />
            <RmRequiredSelect
              label="Segment"
              value={shown.segmentId}
              prompt="Choose segment"
              options={segments}
              disabled={!editable}
              error={errors.segment}
              onChange={(value) => set('segmentId', value)}
            />
            <RmRequiredSelect
              label="Branch"
              value={shown.branchId}
              prompt="Choose branch"
              options={branches}
              disabled={!editable}
              error={errors.branch}
              onChange={(value) => set('branchId', value)}
            />
          </Section>
          <Section title="Contact">
            <RmTextInput
              label="Email"
              type="email"
              required
              autoComplete="off"
              value={shown.email}
              maxLength={RM_LIMITS.email}
              disabled={!editable}
              error={errors.email}
              onChange={(value) => set('email', value)}
            />
            <RmTextInput
              label="Phone No."
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={`${DEFAULT_PHONE_PREFIX} ${RM_PHONE_MASK}`}
              value={shown.phone}
              maxLength={RM_LIMITS.phone}
              disabled={!editable}
              onChange={(value) => set('phone', maskedRmPhone(value))}
            />
            <RmTextInput
              label="Address"
              multiline
              value={shown.address}
              maxLength={RM_LIMITS.address}
              disabled={!editable}
              onChange={(value) => set('address', value)}
            />
          </Section>
        </div>
        <Section title="Photo Profile">
          <div className="sm:col-span-2">
            <RmPhotoField
              name={shown.name}
              src={picture}
              editable={editable}
              note={photoNote}
              error={photoError}
              onFile={(file) => void choosePhoto(file)}
            />
          </div>
        </Section>
      </div>
    </form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <fieldset aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
