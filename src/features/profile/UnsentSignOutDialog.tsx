/**
 * Log out with changes the server has not received: Send first (online), Sign out and discard N
 * changes (named, then confirmed), or Stay signed in. Escape and Stay never discard anything.
 */
import { useState } from 'react'
import { describeOp } from '../../app/sync/describeOp.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { Button } from '../../ui/Button.tsx'
import { MessageDialog } from '../../ui/dialogs/MessageDialog.tsx'
import { useUserOps } from '../sync/index.ts'
import {
  CONFIRM_DISCARD,
  CONFIRM_DISCARD_TITLE,
  confirmDiscardText,
  discardAndSignOutLabel,
  notAllSentText,
  SEND_FIRST,
  STAY_SIGNED_IN,
  UNSENT_CHANGES_TITLE,
  unsentChangesText,
} from './signOutTexts.ts'

/** The changes named in the warning; more are counted. */
const NAMED_AT_MOST = 5

interface UnsentSignOutDialogProps {
  onSignOut: () => Promise<void>
  onStay: () => void
}

export function UnsentSignOutDialog({ onSignOut, onStay }: UnsentSignOutDialogProps) {
  const ops = useUserOps() ?? []
  const offline = useOffline()
  const [step, setStep] = useState<'choose' | 'confirm'>('choose')
  const [sending, setSending] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [notSent, setNotSent] = useState<number | null>(null)
  const count = ops.length

  async function sendFirst() {
    setSending(true)
    try {
      await syncEngine.syncNow()
    } catch {
      // What is left is counted below.
    }
    setSending(false)
    const left = syncEngine.getStatus().total
    if (left === 0) return leave()
    setNotSent(left)
  }

  async function leave() {
    setLeaving(true)
    await onSignOut()
  }

  if (step === 'confirm') {
    return (
      <MessageDialog
        icon="warning"
        title={CONFIRM_DISCARD_TITLE}
        message={<p>{confirmDiscardText(count)}</p>}
        role="alertdialog"
        onClose={() => setStep('choose')}
      >
        <Button variant="secondary" onClick={() => setStep('choose')} disabled={leaving}>
          Back
        </Button>
        <Button variant="danger" loading={leaving} onClick={() => void leave()}>
          {CONFIRM_DISCARD}
        </Button>
      </MessageDialog>
    )
  }

  const named = ops.slice(0, NAMED_AT_MOST)
  return (
    <MessageDialog
      icon="warning"
      title={UNSENT_CHANGES_TITLE}
      width={480}
      role="alertdialog"
      onClose={onStay}
      message={
        <div className="space-y-3">
          <p>{unsentChangesText(count)}</p>
          <ul className="space-y-1 text-left" data-unsent-changes>
            {named.map((op) => (
              <li key={op.opId} className="truncate rounded-md bg-slate-50 px-3 py-1.5">
                {describeOp(op).action}
              </li>
            ))}
            {count > named.length && (
              <li className="px-3 text-slate-500">and {count - named.length} more</li>
            )}
          </ul>
          {notSent !== null && (
            <p role="alert" className="font-medium text-red-600">
              {notAllSentText(notSent)}
            </p>
          )}
        </div>
      }
    >
      <div className="flex flex-col gap-2">
        {!offline && (
          <Button loading={sending} disabled={leaving} onClick={() => void sendFirst()}>
            {SEND_FIRST}
          </Button>
        )}
        <Button variant="danger" disabled={sending} onClick={() => setStep('confirm')}>
          {discardAndSignOutLabel(count)}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={onStay}>
          {STAY_SIGNED_IN}
        </Button>
      </div>
    </MessageDialog>
  )
}
