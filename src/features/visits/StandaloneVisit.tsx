/**
 * The standalone Sales visit (no deal), opened from the profile modal's Add sales visit: Save waits
 * for a client. Add new company goes to /clientsfrommodalvisit with the dialog hidden and its form
 * kept (this stays mounted under the app layout); on coming back the dialog shows again with the
 * company just added chosen.
 */
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { takeChosenCompany } from '../clients/index.ts'
import { VisitDialog } from './VisitDialog.tsx'
import { newVisitForm, type VisitForm, type VisitTarget } from './visitForm.ts'

/** The route of the Add new company button (sales-activity-spec section 2). */
export const ADD_COMPANY_PATH = '/clientsfrommodalvisit'

const isAddCompanyPath = (pathname: string): boolean =>
  pathname.replace(/\/+$/, '').toLowerCase() === ADD_COMPANY_PATH

const STANDALONE: VisitTarget = { kind: 'standalone' }

interface StandaloneVisitProps {
  userId: number
  onClose: () => void
}

export function StandaloneVisit({ userId, onClose }: StandaloneVisitProps) {
  const router = useRouter()
  const navigate = useNavigate()
  const [form, setForm] = useState<VisitForm>(() => newVisitForm(STANDALONE))
  const [hidden, setHidden] = useState(false)
  const away = useRef<'no' | 'leaving' | 'addingCompany'>('no')

  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        const onAddCompany = isAddCompanyPath(toLocation.pathname)
        if (away.current === 'leaving' && onAddCompany) away.current = 'addingCompany'
        if (away.current !== 'addingCompany' || onAddCompany) return
        away.current = 'no'
        const company = takeChosenCompany()
        if (company) setForm((current) => ({ ...current, client: company, contacts: [] }))
        setHidden(false)
      }),
    [router],
  )

  if (hidden) return null
  return (
    <VisitDialog
      target={STANDALONE}
      visitId={null}
      form={form}
      onFormChange={setForm}
      userId={userId}
      onClose={onClose}
      onSaved={() => setForm(newVisitForm(STANDALONE))}
      onAddCompany={() => {
        away.current = 'leaving'
        setHidden(true)
        void navigate({ to: ADD_COMPANY_PATH })
      }}
    />
  )
}
