/**
 * The Profile screen (/profile; sales-activity-spec "Profile (/profile)"): "Detail Profile" of the
 * signed-in user, read only until Edit, then Save. Sections User Information (Name, NIK, Job
 * Title, Segment, Branch), Contact (Email, Phone No., Address) and Photo Profile (a 100 by 100
 * circle, a new one through the shared file check). Segment and branch are required and cannot be
 * cleared. Read from IndexedDB (the briefcase keeps the profile), so it reloads and works
 * offline; Save goes through the outbox and shows at once, here and in the top bar, with its sync
 * mark (a conflict or a refusal is marked, the server's reason shown).
 * Stable hooks: `data-profile-screen` (detail or edit), `data-profile-sync` (the sync mark).
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { IdText } from '../../contract/common.ts'
import { RM_PHONE_MASK } from '../../domain/phone.ts'
import type { Actor } from '../../domain/permissions.ts'
import { profilePhotoOf, type ProfileRow } from '../../store/profileDetail.ts'
import { useMasterList } from '../../store/useMasterData.ts'
import { useSession } from '../../store/useSession.ts'
import { photoDataUrl } from '../../sync/profileOps.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { showResult } from '../../ui/dialogs/dialogStore.ts'
import { FieldLabel } from '../../ui/FieldLabel.tsx'
import { HiddenFileInput } from '../../ui/HiddenFileInput.tsx'
import { CloudOffIcon } from '../../ui/icons.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { inputClassFor } from '../../ui/TextField.tsx'
import { UploadIcon } from '../../ui/actionIcons.tsx'
import { AsOfNote } from '../pipeline/AsOfNote.tsx'
import { fileBase64 } from '../proposals/fileBase64.ts'
import { opReason } from '../sync/describeOp.ts'
import { SyncMark } from '../sync/SyncMark.tsx'
import { useOffline } from '../sync/useSyncEngineStatus.ts'
import { saveProfile, type ChosenPhoto } from './profileCommands.ts'
import {
  checkPhotoFile,
  draftOf,
  maskedProfilePhone,
  PHOTO_ACCEPT,
  PROFILE_LIMITS,
  PROFILE_SAVED,
  readDraft,
  type ProfileDraft,
  type ProfileErrors,
} from './profileDraft.ts'
import { useProfileDetail, type ProfileData } from './useProfileDetail.ts'

export function ProfileScreen() {
  const session = useSession()
  if (!session) return null
  const { id, roleId } = session.profile
  return <Profile actor={{ id, roleId }} />
}

function Profile({ actor }: { actor: Actor }) {
  const { data, pull } = useProfileDetail(actor.id)
  const offline = useOffline()
  const row = data?.row
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="profile-title" className="text-xl font-semibold text-slate-900">
          Detail Profile
        </h1>
        <div className="ml-auto">
          <AsOfNote fetchedAt={row?.fetchedAt} offline={offline} pull={pull} />
        </div>
      </div>
      {offline && row && (
        <p
          className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-700"
          role="status"
        >
          <CloudOffIcon className="size-4 shrink-0" />
          You are offline: a change you save is kept on this device and sent when you are back
          online.
        </p>
      )}
      {data === undefined ? null : row === undefined ? (
        <p
          className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200"
          role="status"
        >
          {offline || pull.failed
            ? 'Your profile has not been loaded on this device yet. Connect to load it.'
            : 'Loading your profile…'}
        </p>
      ) : (
        <ProfileForm actor={actor} row={row} data={data} />
      )}
    </section>
  )
}

interface ProfileFormProps {
  actor: Actor
  row: ProfileRow
  data: ProfileData
}

/** The master list with the profile's own choice in it (master data not pulled yet). */
function withChoice(list: readonly IdText[] | undefined, choice: IdText | null): IdText[] {
  const all = [...(list ?? [])]
  if (choice && !all.some((entry) => entry.id === choice.id)) all.push(choice)
  return all.sort((a, b) => a.text.localeCompare(b.text))
}

function ProfileForm({ actor, row, data }: ProfileFormProps) {
  const segments = withChoice(useMasterList('segments'), row.segment)
  const branches = withChoice(useMasterList('branches'), row.branch)
  const [draft, setDraft] = useState<ProfileDraft | null>(null)
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const editing = draft !== null
  const shown = draft ?? draftOf(row)
  const decision = data.ops.find((op) => op.status === 'failed' || op.status === 'conflict')
  const reason = decision ? opReason(decision) : null

  const set = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current))
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }

  const startEditing = () => {
    setDraft(draftOf(row))
    setErrors({})
    setPhoto(null)
    setPhotoError(null)
  }
  const cancel = () => {
    setDraft(null)
    setErrors({})
    setPhoto(null)
    setPhotoError(null)
  }

  const choosePhoto = async (file: File | undefined) => {
    const problem = checkPhotoFile(file)
    if (problem || !file) {
      setPhotoError(problem)
      return
    }
    setPhotoError(null)
    setPhoto({ filename: file.name, fileBase64: await fileBase64(file) })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!draft || busy) return
    const read = readDraft(draft, { segments, branches })
    if ('errors' in read) {
      setErrors(read.errors)
      return
    }
    setBusy(true)
    try {
      await saveProfile(actor, read.fields, photo)
      cancel()
    } finally {
      setBusy(false)
    }
    await showResult({ icon: 'success', title: PROFILE_SAVED, button: 'Close' })
  }

  const picture = photo ? photoDataUrl(photo.filename, photo.fileBase64) : profilePhotoOf(row)
  return (
    <form
      aria-label="Detail Profile"
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-profile-screen={editing ? 'edit' : 'detail'}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold text-slate-900" data-profile-name>
            {row.name}
          </p>
          <SyncMark
            sync={data.sync}
            ops={data.ops}
            title="Profile"
            stateAttribute="data-profile-sync"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button variant="ghost" onClick={cancel} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={startEditing}>
              Edit
            </Button>
          )}
        </div>
      </div>
      {reason && (
        <p
          className={`rounded-xl px-4 py-2.5 text-sm ${
            decision?.status === 'conflict'
              ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset'
              : 'bg-red-50 text-red-800 ring-1 ring-red-200 ring-inset'
          }`}
          role="alert"
          data-profile-reason={decision?.status}
        >
          {reason}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="flex flex-col gap-6">
          <Section title="User Information">
            <TextInput
              label="Name"
              required
              value={shown.name}
              maxLength={PROFILE_LIMITS.name}
              disabled={!editing}
              error={errors.name}
              onChange={(value) => set('name', value)}
            />
            <TextInput
              label="NIK"
              value={shown.nik}
              maxLength={PROFILE_LIMITS.nik}
              disabled={!editing}
              onChange={(value) => set('nik', value)}
            />
            <TextInput
              label="Job Title"
              value={shown.jobTitle}
              maxLength={PROFILE_LIMITS.jobTitle}
              disabled={!editing}
              onChange={(value) => set('jobTitle', value)}
            />
            <RequiredSelect
              label="Segment"
              value={shown.segmentId}
              prompt="Choose segment"
              options={segments}
              disabled={!editing}
              error={errors.segmentId}
              onChange={(value) => set('segmentId', value)}
            />
            <RequiredSelect
              label="Branch"
              value={shown.branchId}
              prompt="Choose branch"
              options={branches}
              disabled={!editing}
              error={errors.branchId}
              onChange={(value) => set('branchId', value)}
            />
          </Section>
          <Section title="Contact">
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={shown.email}
              maxLength={PROFILE_LIMITS.email}
              disabled={!editing}
              error={errors.email}
              onChange={(value) => set('email', value)}
            />
            <TextInput
              label="Phone No."
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={editing ? `+62 ${RM_PHONE_MASK}` : ''}
              value={editing ? shown.phone : row.phone}
              maxLength={PROFILE_LIMITS.phone}
              disabled={!editing}
              onChange={(value) => set('phone', maskedProfilePhone(value))}
            />
            <AddressInput
              value={shown.address}
              disabled={!editing}
              onChange={(value) => set('address', value)}
            />
          </Section>
        </div>
        <Section title="Photo Profile">
          <div className="flex flex-col items-center gap-3 sm:col-span-2">
            <Avatar src={picture} name={row.name} className="size-[100px]" />
            {editing && (
              <>
                <HiddenFileInput
                  ref={picker}
                  accept={PHOTO_ACCEPT}
                  label="Photo file"
                  testId="profile-photo-input"
                  onFile={(file) => void choosePhoto(file)}
                />
                <Button variant="secondary" onClick={() => picker.current?.click()}>
                  <UploadIcon className="size-4" />
                  Upload photo
                </Button>
                <p className="text-center text-xs text-slate-500">
                  {photo ? photo.filename : 'A PNG or JPG picture'}
                </p>
              </>
            )}
            {photoError && (
              <p role="alert" className="text-center text-sm font-medium text-red-600">
                {photoError}
              </p>
            )}
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

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-600">
      {error}
    </p>
  )
}

interface TextInputProps {
  label: string
  value: string
  onChange: (value: string) => void
  disabled: boolean
  maxLength: number
  required?: boolean
  error?: string | undefined
  type?: 'text' | 'email' | 'tel'
  inputMode?: 'text' | 'email' | 'tel'
  autoComplete?: string
  placeholder?: string
}

function TextInput({ label, error, onChange, required, ...props }: TextInputProps) {
  const id = useId()
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassFor(error)}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

function AddressInput(props: {
  value: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="sm:col-span-2">
      <FieldLabel htmlFor={id} label="Address" />
      <textarea
        id={id}
        value={props.value}
        maxLength={PROFILE_LIMITS.address}
        disabled={props.disabled}
        rows={3}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClassFor(undefined)} h-auto py-2`}
      />
    </div>
  )
}

interface RequiredSelectProps {
  label: string
  value: number
  /** Offered only while nothing is chosen: once chosen, the field cannot be cleared. */
  prompt: string
  options: readonly IdText[]
  disabled: boolean
  error: string | undefined
  onChange: (value: number) => void
}

function RequiredSelect(props: RequiredSelectProps) {
  return (
    <div>
      <SelectField
        label={props.label}
        required
        value={props.value}
        {...(props.value === 0 ? { allLabel: props.prompt } : {})}
        options={props.options.map((entry) => ({ value: entry.id, label: entry.text }))}
        disabled={props.disabled}
        onChange={props.onChange}
      />
      <FieldError id={`${props.label}-error`} error={props.error} />
    </div>
  )
}
