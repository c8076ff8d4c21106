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
import { useState, type FormEvent } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import { profilePhotoOf, type ProfileRow } from '../../entities/profile/profileRows.ts'
import { useMasterList } from '../../entities/master/useMasterData.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { fileDataUrl } from '../../domain/uploads.ts'
import { Button } from '../../ui/Button.tsx'
import { CloudOffIcon } from '../../ui/icons.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { listWithChoice } from '../../app/people/listWithChoice.ts'
import { PERSON_PHONE_PLACEHOLDER, personPhoneText } from '../../app/people/personPhone.ts'
import {
  personDraftOf,
  readPersonDraft,
  withoutError,
  type PersonDraft,
  type PersonErrors,
} from '../../app/people/personDraft.ts'
import { PersonFieldsets } from '../../app/people/PersonFieldsets.tsx'
import { PhotoField } from '../../app/people/PhotoField.tsx'
import { SaveProblem } from '../../app/people/SaveProblem.tsx'
import { useChosenPhoto } from '../../app/people/useChosenPhoto.ts'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { saveProfile } from './profileCommands.ts'
import { PROFILE_SAVED } from './profileDraft.ts'
import { useProfileDetail, type ProfileData } from './useProfileDetail.ts'
import { beginSave } from '../sync/index.ts'

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

function ProfileForm({ actor, row, data }: ProfileFormProps) {
  const segments = listWithChoice(useMasterList('segments'), row.segment)
  const branches = listWithChoice(useMasterList('branches'), row.branch)
  const [draft, setDraft] = useState<PersonDraft | null>(null)
  const [errors, setErrors] = useState<PersonErrors>({})
  const chosen = useChosenPhoto()
  const [busy, setBusy] = useState(false)
  const editing = draft !== null
  const shown = draft ?? { ...personDraftOf(row), phone: personPhoneText(row.phone) }

  const set = <K extends keyof PersonDraft>(field: K, value: PersonDraft[K]) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current))
    setErrors((current) => withoutError(current, field))
  }

  const startEditing = () => {
    setDraft(personDraftOf(row))
    setErrors({})
    chosen.clear()
  }
  const cancel = () => {
    setDraft(null)
    setErrors({})
    chosen.clear()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!draft || busy) return
    const read = readPersonDraft(draft, { segments, branches })
    if ('errors' in read) {
      setErrors(read.errors)
      return
    }
    setBusy(true)
    const announce = await beginSave()
    try {
      await saveProfile(actor, read.fields, chosen.photo)
      cancel()
    } finally {
      setBusy(false)
    }
    await announce({ icon: 'success', title: PROFILE_SAVED, button: 'Close' })
  }

  const { photo } = chosen
  const picture = photo ? fileDataUrl(photo.filename, photo.fileBase64) : profilePhotoOf(row)
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
      <SaveProblem ops={data.ops} stateAttribute="data-profile-reason" />
      <PersonFieldsets
        draft={shown}
        errors={errors}
        editable={editing}
        segments={segments}
        branches={branches}
        autofill
        phonePlaceholder={editing ? PERSON_PHONE_PLACEHOLDER : ''}
        onChange={set}
        photo={
          <PhotoField
            name={row.name}
            src={picture}
            editable={editing}
            note={editing ? (photo?.filename ?? null) : null}
            error={chosen.error}
            testId="profile-photo-input"
            onFile={(file) => void chosen.choose(file)}
          />
        }
      />
    </form>
  )
}
