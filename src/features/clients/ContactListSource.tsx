/**
 * What the contact list shows when the device keeps only some contacts and has no answer of the
 * server for the query: the server's page on its way, or (offline, or no answer) the contacts kept
 * on this device.
 */
import { Spinner } from '../../ui/Spinner.tsx'
import { ONLY_KEPT_CONTACTS_OFFLINE, ONLY_KEPT_CONTACTS_UNANSWERED } from './contactsKeptTexts.ts'

interface ContactListSourceProps {
  asking: boolean
  onlyKept: boolean
  online: boolean
}

export function ContactListSource({ asking, onlyKept, online }: ContactListSourceProps) {
  if (asking) {
    return (
      <p role="status" className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
        <Spinner className="size-3.5" /> Loading the contact list…
      </p>
    )
  }
  if (!onlyKept) return null
  return (
    <p role="note" className="mt-3 text-xs text-amber-800" data-testid="contacts-only-kept">
      {online ? ONLY_KEPT_CONTACTS_UNANSWERED : ONLY_KEPT_CONTACTS_OFFLINE}
    </p>
  )
}
