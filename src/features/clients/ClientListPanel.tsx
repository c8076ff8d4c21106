/**
 * The Client list of the list_client tab (core-spec "Client screens"): Company name, Industry,
 * Address, Phone No., Action (view, edit, delete); search (1 s or Enter), Filter, paging (10),
 * Add new client and the CSV upload (both, and each row's edit and delete, only for those who may
 * make them: useClientRights). Rows come from IndexedDB, so the list works offline; online,
 * each search also asks the server, which fills in clients the cache lacks.
 */
import { FilterButton } from '../../ui/FilterButton.tsx'
import { ListTable } from '../../ui/ListTable.tsx'
import { useMemo, useState } from 'react'
import { CLIENT_PAGE_SIZE } from '../../domain/filters.ts'
import { deleteConfirmText, SUCCESS } from '../../domain/messages.ts'
import { formatPhone } from '../../domain/phone.ts'
import type { ClientRow } from '../../entities/clients/clientRows.ts'
import { useMasterList } from '../../entities/master/useMasterData.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { entityStateOf, type EntityOps } from '../../sync/syncState.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { deleteClient } from './clientCommands.ts'
import { ClientFilterDialog } from './ClientFilterDialog.tsx'
import { clientListPage, NO_CLIENT_FILTER, type ClientListQuery } from './clientListModel.ts'
import type { ClientFormMode } from '../../domain/clientForm.ts'
import { CsvUpload } from './CsvUpload.tsx'
import { EntitySyncDialog } from './EntitySyncDialog.tsx'
import { NameCell } from './NameCell.tsx'
import { Pager } from './Pager.tsx'
import { RowActions } from './RowActions.tsx'
import { SearchField } from './SearchField.tsx'
import { useClientRights } from './useClientRights.ts'
import { useClientRms } from './useClientsData.ts'
import { useDebouncedSearch } from './useDebouncedSearch.ts'
import { beginSave } from '../sync/index.ts'

interface ClientListPanelProps {
  clients: ClientRow[] | undefined
  states: ReadonlyMap<string, EntityOps>
  onOpen: (mode: ClientFormMode, clientId: number | null) => void
  onReload: () => void
}

const addressOf = (client: ClientRow): string =>
  [client.address1, client.address2, client.address3]
    .filter((line) => line.trim() !== '')
    .join(', ')

export function ClientListPanel({ clients, states, onOpen, onReload }: ClientListPanelProps) {
  const userId = useSession()?.profile.id ?? 0
  const rights = useClientRights()
  const industries = useMasterList('industries') ?? []
  const segments = useMasterList('segments') ?? []
  const relManagers = useClientRms()
  const [filter, setFilter] = useState<Omit<ClientListQuery, 'search'>>(NO_CLIENT_FILTER)
  const [filtering, setFiltering] = useState(false)
  const [syncDialog, setSyncDialog] = useState<ClientRow | null>(null)
  const { text, search, setText, onKeyDown } = useDebouncedSearch()
  const query = useMemo(() => ({ ...filter, search }), [filter, search])
  // Back to the first page whenever the search or filter changes.
  const pagingKey = JSON.stringify(query)
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 })
  const page = paging.key === pagingKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ key: pagingKey, page: next })

  const shown = useMemo(
    () => clientListPage(clients ?? [], query, page, CLIENT_PAGE_SIZE),
    [clients, query, page],
  )
  const filtered = filter.industry !== 0 || filter.segment !== 0 || filter.rm !== 0

  const remove = async (client: ClientRow) => {
    const sure = await showConfirm({
      title: deleteConfirmText(client.company),
      yes: 'Yes, Delete',
    })
    if (!sure) return
    const announce = await beginSave()
    await deleteClient(client.id, client.company, userId)
    await announce({ icon: 'success', title: SUCCESS.clientDeleted, button: 'Close' })
  }

  return (
    <section
      aria-labelledby="client-list-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-list-title" className="text-lg font-semibold text-slate-900">
          Client list
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <SearchField
            label="Search company name"
            value={text}
            onChange={setText}
            onKeyDown={onKeyDown}
            placeholder="Search company name"
          />
          <FilterButton active={filtered} onClick={() => setFiltering(true)} />
          {rights.canEdit && (
            <>
              <CsvUpload onUploaded={onReload} />
              <Button onClick={() => onOpen('add_client', null)}>
                <PlusIcon className="size-4" />
                Add new client
              </Button>
            </>
          )}
        </div>
      </div>
      <ListTable
        headers={['Company name', 'Industry', 'Address', 'Phone No.', 'Action']}
        rows={clients === undefined ? undefined : shown.rows}
        rowKey={(client) => client.id}
        loadingText="Loading clients…"
        emptyText={
          search || filtered ? 'No client matches this search or filter.' : 'No clients yet.'
        }
        testId="client-table"
        rowTestId="client-row"
        cells={(client) => (
          <>
            <NameCell
              name={client.company}
              state={entityStateOf(states, 'clients', client.id)}
              onOpenSync={() => setSyncDialog(client)}
            />
            <td className="py-2.5 pr-3 text-slate-700">{client.industry || '-'}</td>
            <td className="max-w-64 truncate py-2.5 pr-3 text-slate-700" title={addressOf(client)}>
              {addressOf(client) || '-'}
            </td>
            <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">
              {formatPhone(client.phone) || '-'}
            </td>
            <td className="py-1.5">
              <RowActions
                name={client.company}
                onView={() => onOpen('see_client', client.id)}
                onEdit={() => onOpen('edit_client', client.id)}
                onDelete={() => void remove(client)}
                canEdit={rights.canEdit}
                canDelete={rights.canDelete(client.relManagers)}
              />
            </td>
          </>
        )}
      />
      <Pager
        label="Client list pages"
        page={shown.page}
        pages={shown.pages}
        total={shown.total}
        perPage={CLIENT_PAGE_SIZE}
        onPage={setPage}
      />
      {filtering && (
        <ClientFilterDialog
          query={query}
          industries={industries}
          segments={segments}
          relManagers={relManagers}
          onClose={() => setFiltering(false)}
          onSave={({ search: _search, ...next }) => {
            setFilter(next)
            setFiltering(false)
          }}
        />
      )}
      {syncDialog && (
        <EntitySyncDialog
          name={syncDialog.company}
          entity={states.get(`clients:${syncDialog.id}`)}
          onClose={() => setSyncDialog(null)}
        />
      )}
    </section>
  )
}
