/**
 * Detail Client: the deal's client company in the client form (core-spec "Client screens",
 * add_client tab), opened in see_client mode over the deal detail; Edit switches it to
 * edit_client as on /clients, Back closes it. Edit, Save and Delete follow the client rules
 * (ClientForm, useClientRights), not the deal's: a read-only person sees the company only. A
 * company this device does not hold yet is pulled first (when online).
 */
import { useLiveQuery } from '../../../store/liveQuery.ts'
import { useEffect, useState } from 'react'
import { CLIENT_FORM_TITLE, type ClientFormMode } from '../../../domain/clientForm.ts'
import { isClientHeld } from '../../../entities/clients/clientHeldRead.ts'
import { db } from '../../../entities/db.ts'
import { Modal } from '../../../ui/dialogs/Modal.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'
import { ClientForm, useEntityStates } from '../../clients/index.ts'
import { pullClientOfDeal } from './clientDetailPull.ts'

export const CLIENT_DETAIL_DIALOG_WIDTH = 1100

interface ClientDetailDialogProps {
  clientId: number
  onClose: () => void
}

export function ClientDetailDialog({ clientId, onClose }: ClientDetailDialogProps) {
  const [mode, setMode] = useState<ClientFormMode>('see_client')
  const [pulled, setPulled] = useState(false)
  const held = useLiveQuery(() => isClientHeld(db, clientId), [clientId])
  const states = useEntityStates()
  useEffect(() => {
    void pullClientOfDeal(clientId).finally(() => setPulled(true))
  }, [clientId])
  return (
    <Modal
      open
      onClose={onClose}
      width={CLIENT_DETAIL_DIALOG_WIDTH}
      // The client form shows its own title and Back: no second header, the same name.
      label={CLIENT_FORM_TITLE[mode]}
    >
      {held || pulled ? (
        <ClientForm
          mode={mode}
          clientId={clientId}
          states={states}
          onModeChange={setMode}
          onBack={onClose}
          onSaved={() => setMode('see_client')}
          onDeleted={onClose}
        />
      ) : (
        <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading client…
        </p>
      )}
    </Modal>
  )
}
