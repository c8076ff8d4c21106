/**
 * Where a screen offers a company's contacts: asks them online when the device does not keep them
 * with the briefcase (the company of no deal it keeps in full), and says so while they are not
 * here: loading online, not on this device offline.
 */
import {
  companyContactsHeld,
  companyContactsPull,
} from '../../entities/contacts/companyContacts.ts'
import { db } from '../../entities/db.ts'
import { useLiveQuery } from '../../store/liveQuery.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { useOnline } from '../../ui/useOnline.ts'
import { COMPANY_CONTACTS_OFFLINE } from './contactsKeptTexts.ts'
import { usePullWhileAsked } from './usePullWhileAsked.ts'

export type CompanyContactsStatus = 'here' | 'loading' | 'missing'

/** `clientId` null or 0: no company chosen (nothing to ask: 'here'). */
export function useCompanyContacts(clientId: number | null): CompanyContactsStatus {
  const online = useOnline()
  const chosen = clientId !== null && clientId !== 0
  const held = useLiveQuery(
    async () => (chosen ? companyContactsHeld(db, clientId) : 'briefcase'),
    [clientId],
  )
  // Asked each time it is opened online (a company opened before may have new contacts since).
  const ask = chosen && online && clientId > 0 && (held === false || held === 'opened')
  const answered = usePullWhileAsked(ask, String(clientId), () =>
    companyContactsPull(clientId ?? 0),
  )
  if (held !== false) return 'here'
  return online && answered !== String(clientId) ? 'loading' : 'missing'
}

export function CompanyContactsNote({ status }: { status: CompanyContactsStatus }) {
  if (status === 'here') return null
  if (status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs text-slate-500">
        <Spinner className="size-3.5" /> Loading this company's contacts…
      </p>
    )
  }
  return (
    <p role="note" className="text-xs text-amber-800">
      {COMPANY_CONTACTS_OFFLINE}
    </p>
  )
}

/** A picker's company: its contacts asked when needed, and the note while they are not here. */
export function CompanyContactsOnDevice({ clientId }: { clientId: number | null }) {
  return <CompanyContactsNote status={useCompanyContacts(clientId)} />
}
