/**
 * /clients and /clientsfrommodalvisit (core-spec "Client screens", sales-activity-spec section 2):
 * two tabs held in state, list_client (client list and contact list) and add_client (the client
 * form in add, see or edit mode). Everything reads IndexedDB, kept filled by the pulls while the
 * screen is open. From the visit dialog, saving a new company returns to where the user came from
 * with that company chosen. A company named in the address (`?client=`, the global search) opens
 * read only, and the address lets go of it.
 */
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { ClientFormMode } from '../../domain/clientForm.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { db } from '../../entities/db.ts'
import { readClient } from '../../entities/clients/clientFormReads.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { useOnline } from '../../ui/useOnline.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { keepChosenCompany } from './chosenCompany.ts'
import { ClientForm, type ClientSaved } from './ClientForm.tsx'
import { ClientListPanel } from './ClientListPanel.tsx'
import { ContactListPanel } from './ContactListPanel.tsx'
import {
  useCachedClients,
  useCachedContacts,
  useClient,
  useClientsById,
  useEntityStates,
} from './useClientsData.ts'
import { useBriefcaseArea } from '../briefcase/index.ts'
import { useClientRights } from './useClientRights.ts'

type Tab =
  | { name: 'list_client' }
  /** `opened` counts the times the form was opened: a new form starts from new values. */
  | { name: 'add_client'; mode: ClientFormMode; clientId: number | null; opened: number }

interface ClientsScreenProps {
  fromModalVisit?: boolean
}

export function ClientsScreen({ fromModalVisit = false }: ClientsScreenProps) {
  const router = useRouter()
  const online = useOnline()
  const [tab, setTab] = useState<Tab>({ name: 'list_client' })
  const clients = useCachedClients()
  const contacts = useCachedContacts()
  const clientsById = useClientsById(clients)
  const states = useEntityStates()
  const pull = useBriefcaseArea('clients')
  const { canEdit } = useClientRights()
  const { fetchedAt } = pull

  const open = (mode: ClientFormMode, clientId: number | null) =>
    setTab((current) => ({
      name: 'add_client',
      mode,
      clientId,
      opened: (current.name === 'add_client' ? current.opened : 0) + 1,
    }))

  const requested = useRequestedClient()
  const [opening, setOpening] = useState<number | undefined>(undefined)
  if (requested !== opening) {
    setOpening(requested)
    if (requested !== undefined) open('see_client', requested)
  }

  // A company added here holds a temp id until its create settles, which may happen before the
  // form opens on it (online, while 'Add client successfully' shows) or while it is open, in this
  // tab or another: the form follows the id the company is held under now (the read follows it).
  const tabClientId = tab.name === 'add_client' ? tab.clientId : null
  const formClientId = useClient(tabClientId)?.id ?? tabClientId
  const toList = () => setTab({ name: 'list_client' })

  const saved = async ({ clientId, company, added, announce }: ClientSaved) => {
    if (!added) {
      open('see_client', clientId)
      return
    }
    if (fromModalVisit) {
      await announce({ icon: 'success', title: SUCCESS.clientAdded, button: 'Close' })
      // The visit dialog gets the server's id when the company synced meanwhile.
      const chosen = (await readClient(db, clientId))?.id ?? clientId
      keepChosenCompany({ id: chosen, text: company })
      if (window.history.length > 1) router.history.back()
      else void router.navigate({ to: '/deals' })
      return
    }
    const button = await announce({
      icon: 'success',
      title: SUCCESS.clientAdded,
      button: 'See detail client',
    })
    if (button === 'See detail client') open('see_client', clientId)
    else toList()
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-xl font-semibold text-slate-900">Client</h1>
          {pull.pulling && fetchedAt === undefined ? (
            <span className="inline-flex items-center gap-1.5 text-xs text-slate-500" role="status">
              <Spinner className="size-3.5" /> Loading clients…
            </span>
          ) : (
            <AsOfNote fetchedAt={fetchedAt} offline={!online} pull={pull} />
          )}
        </div>
        <div
          role="tablist"
          aria-label="Client tabs"
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          <TabButton selected={tab.name === 'list_client'} onClick={toList}>
            Client list
          </TabButton>
          {/* Someone who may not add clients gets the second tab only while a company is open. */}
          {(canEdit || tab.name === 'add_client') && (
            <TabButton
              selected={tab.name === 'add_client'}
              onClick={() => canEdit && open('add_client', null)}
            >
              {tab.name === 'add_client' && tab.mode !== 'add_client'
                ? 'Client detail'
                : 'Add client'}
            </TabButton>
          )}
        </div>
      </div>
      {/* The lists stay behind the form: Back returns to them as left (search, filter, page). */}
      <div className="space-y-5" hidden={tab.name !== 'list_client'}>
        <ClientListPanel clients={clients} states={states} onOpen={open} onReload={pull.refresh} />
        <ContactListPanel
          contacts={contacts}
          clientsById={clientsById}
          states={states}
          onOpenClient={open}
        />
      </div>
      {tab.name === 'add_client' && (
        <ClientForm
          key={tab.opened}
          mode={tab.mode}
          clientId={formClientId}
          states={states}
          onModeChange={(mode) => setTab({ ...tab, mode })}
          onBack={toList}
          onSaved={(result) => void saved(result)}
          onDeleted={toList}
        />
      )}
    </div>
  )
}

/** The company the address asks to open (`?client=`), once: the address lets go of it at once. */
function useRequestedClient(): number | undefined {
  const requested = useSearch({ strict: false }).client
  const navigate = useNavigate()
  useEffect(() => {
    if (requested !== undefined) void navigate({ to: '/clients', search: {}, replace: true })
  }, [requested, navigate])
  return requested
}

function TabButton({
  selected,
  onClick,
  children,
}: {
  selected: boolean
  onClick: () => void
  children: string
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      onClick={onClick}
      className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
        selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {children}
    </button>
  )
}

export function ClientsFromModalVisitScreen() {
  return <ClientsScreen fromModalVisit />
}
