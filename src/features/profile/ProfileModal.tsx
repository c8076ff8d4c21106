/**
 * The profile menu of the top bar: the user's photo, name (the title) and email, branch and
 * segment, Add sales visit, Change password, Log out and Sign out everywhere. Both sign-outs take
 * the user's data off the device; unsent changes are named first (UnsentSignOutDialog). A card
 * rather than a form dialog: its title sits under the photo, with the dialogs' one title style and
 * the one × ('Close').
 */
import { DialogTitle } from '@headlessui/react'
import { useState, type FormEvent } from 'react'
import type { Profile } from '../../contract/auth.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { canWrite } from '../../domain/permissions.ts'
import { useMasterText } from '../../entities/master/useMasterData.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { CloseButton } from '../../ui/dialogs/CloseButton.tsx'
import { DIALOG_TITLE_CLASS } from '../../ui/dialogs/DialogHeader.tsx'
import { showResult } from '../../ui/dialogs/dialogStore.ts'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { CalendarPlusIcon } from '../../ui/icons.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'
import { Toggle } from '../../ui/Toggle.tsx'
import { signOut } from '../../app/signOut.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { SIGN_OUT_EVERYWHERE, SIGN_OUT_EVERYWHERE_OFFLINE } from './signOutTexts.ts'
import { UnsentSignOutDialog } from './UnsentSignOutDialog.tsx'
import { StandaloneVisit } from '../visits/index.ts'
import { useChangePassword } from './useChangePassword.ts'

interface ProfileModalProps {
  profile: Profile
  onClose: () => void
}

/** A dash when the id is 0 or the name is not known. */
const nameOrDash = (name: string | undefined): string => name ?? '-'

export function ProfileModal({ profile, onClose }: ProfileModalProps) {
  const branch = useMasterText('branches', profile.branchId)
  const segment = useMasterText('segments', profile.segmentId)
  const [visitOpen, setVisitOpen] = useState(false)
  const [changing, setChanging] = useState(false)
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const password = useChangePassword()
  const [signingOut, setSigningOut] = useState<'here' | 'everywhere' | null>(null)
  const [unsentWarning, setUnsentWarning] = useState<'here' | 'everywhere' | null>(null)
  const [signOutError, setSignOutError] = useState<string | null>(null)

  async function leave(where: 'here' | 'everywhere') {
    setSigningOut(where)
    setSignOutError(null)
    try {
      await signOut({ everywhere: where === 'everywhere' })
    } catch {
      setUnsentWarning(null)
      setSigningOut(null)
      setSignOutError(SIGN_OUT_EVERYWHERE_OFFLINE)
    }
  }

  function askToLeave(where: 'here' | 'everywhere') {
    if (syncEngine.getStatus().total > 0) setUnsentWarning(where)
    else void leave(where)
  }

  function toggleChange(on: boolean) {
    setChanging(on)
    setOldPassword('')
    setNewPassword('')
    password.clearError()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!changing) return askToLeave('here')
    const answer = await password.submit(oldPassword, newPassword)
    if (answer?.code === 'ok') {
      onClose()
      const message =
        answer.description === SUCCESS.passwordChanged ? undefined : answer.description
      void showResult({ icon: 'success', title: SUCCESS.passwordChanged, message, button: 'Close' })
    }
  }

  if (visitOpen) return <StandaloneVisit userId={profile.id} onClose={onClose} />
  if (unsentWarning) {
    return (
      <UnsentSignOutDialog
        onSignOut={() => leave(unsentWarning)}
        onStay={() => setUnsentWarning(null)}
      />
    )
  }
  return (
    <Modal open onClose={onClose} width={420}>
      <form onSubmit={(event) => void submit(event)} aria-label="Profile">
        <div className="relative flex flex-col items-center px-6 pt-8 pb-5 text-center">
          <CloseButton onClick={onClose} className="absolute top-3 right-3" />
          <Avatar src={profile.profilePic} name={profile.name} className="size-20" />
          <DialogTitle className={`mt-3 ${DIALOG_TITLE_CLASS}`}>{profile.name}</DialogTitle>
          <p className="text-sm text-slate-500">{profile.email}</p>
        </div>

        <dl className="mx-6 grid grid-cols-2 divide-x divide-slate-200 rounded-xl bg-slate-50 py-3 text-center ring-1 ring-slate-200 ring-inset">
          <div className="px-3">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Branch</dt>
            <dd
              className="mt-0.5 truncate text-sm font-medium text-slate-800"
              data-testid="profile-branch"
            >
              {nameOrDash(branch)}
            </dd>
          </div>
          <div className="px-3">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Segment</dt>
            <dd
              className="mt-0.5 truncate text-sm font-medium text-slate-800"
              data-testid="profile-segment"
            >
              {nameOrDash(segment)}
            </dd>
          </div>
        </dl>

        <div className="space-y-4 px-6 pt-5">
          {canWrite(profile) && (
            <Button variant="secondary" className="w-full" onClick={() => setVisitOpen(true)}>
              <CalendarPlusIcon className="size-5 text-slate-500" />
              Add sales visit
            </Button>
          )}

          <div className="border-t border-slate-200 pt-4">
            <Toggle label="Change password" checked={changing} onChange={toggleChange} />
          </div>
          {changing && (
            <div className="space-y-4">
              <PasswordField
                label="Old password"
                name="oldPassword"
                autoComplete="current-password"
                required
                value={oldPassword}
                onChange={(event) => setOldPassword(event.target.value)}
              />
              <PasswordField
                label="New password"
                name="newPassword"
                autoComplete="new-password"
                required
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
              />
              {password.error && (
                <p role="alert" className="text-sm font-medium text-red-600">
                  {password.error}
                </p>
              )}
            </div>
          )}
        </div>

        <div className="px-6 pt-5 pb-6">
          {changing ? (
            <Button type="submit" className="w-full" loading={password.submitting}>
              Update
            </Button>
          ) : (
            <div className="space-y-2">
              <Button
                type="submit"
                variant="danger"
                className="w-full"
                loading={signingOut === 'here'}
                disabled={signingOut !== null}
              >
                Log out
              </Button>
              <Button
                variant="secondary"
                className="w-full"
                loading={signingOut === 'everywhere'}
                disabled={signingOut !== null}
                onClick={() => askToLeave('everywhere')}
              >
                {SIGN_OUT_EVERYWHERE}
              </Button>
              {signOutError && (
                <p role="alert" className="text-sm font-medium text-red-600">
                  {signOutError}
                </p>
              )}
            </div>
          )}
        </div>
      </form>
    </Modal>
  )
}
