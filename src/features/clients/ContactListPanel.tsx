/**
 * The Contact client list of the list_client tab (core-spec "Client screens"): Name, Company name
 * (cut to 10 characters), Email, Phone No., Department, Action (see, edit, delete: edit and delete
 * only for those who may make them, useClientRights); its own search,
 * Filter (period, industry), paging (5) and Export to excel. Rows come from IndexedDB; a period
 * filter uses the contacts the server listed for that month (pulled when chosen online).
 */
import { FilterButton } from '../../ui/FilterButton.tsx'
import { ListTable } from '../../ui/ListTable.tsx'
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useEffect, useMemo, useState } from 'react'
import { isApiError } from '../../api/errors.ts'
import type { ClientFormMode } from '../../domain/clientForm.ts'
import { CONTACT_PAGE_SIZE } from '../../domain/filters.ts'
import { deleteConfirmText } from '../../domain/messages.ts'
import { formatPhone } from '../../domain/phone.ts'
import { truncateContactCompanyName } from '../../domain/truncation.ts'
import type { ClientRow, ContactRow } from '../../entities/clients/clientRows.ts'
import { useMasterList } from '../../entities/master/useMasterData.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { entityStateOf, type EntityOps } from '../../sync/syncState.ts'
import { Button } from '../../ui/Button.tsx'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { showApiError } from '../../ui/dialogs/showApiError.ts'
import { useOnline } from '../../ui/useOnline.ts'
import { AddContactDialog } from './AddContactDialog.tsx'
import { deleteContact } from './clientCommands.ts'
import { contactFieldsOfRow } from './clientDraft.ts'
import { DownloadIcon } from '../../ui/actionIcons.tsx'
import {
  contactListPage,
  serverContactPage,
  unsentContacts,
  type ContactListEntry,
} from './clientListModel.ts'
import { useServerContactPage } from './useServerContactPage.ts'
import { ContactListSource } from './ContactListSource.tsx'
import { contactPeriodIds, pullContactPeriod } from './clientPulls.ts'
import { exportContacts } from './contactExport.ts'
import { ContactFilterDialog, type ContactFilter } from './ContactFilterDialog.tsx'
import { EntitySyncDialog } from './EntitySyncDialog.tsx'
import { NameCell } from './NameCell.tsx'
import { Pager } from './Pager.tsx'
import { RowActions } from './RowActions.tsx'
import { SearchField } from './SearchField.tsx'
import { useClientRights } from './useClientRights.ts'
import { useDebouncedSearch } from './useDebouncedSearch.ts'

interface ContactListPanelProps {
  contacts: ContactRow[] | undefined
  clientsById: ReadonlyMap<number, ClientRow>
  states: ReadonlyMap<string, EntityOps>
  onOpenClient: (mode: ClientFormMode, clientId: number) => void
}

export function ContactListPanel({
  contacts,
  clientsById,
  states,
  onOpenClient,
}: ContactListPanelProps) {
  const userId = useSession()?.profile.id ?? 0
  const rights = useClientRights()
  const online = useOnline()
  const industries = useMasterList('industries') ?? []
  const [filter, setFilter] = useState<ContactFilter>({ period: 0, industry: 0 })
  const [filtering, setFiltering] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [editing, setEditing] = useState<ContactListEntry | null>(null)
  const [syncOf, setSyncOf] = useState<ContactListEntry | null>(null)
  const { text, search, setText, onKeyDown } = useDebouncedSearch()
  // Back to the first page whenever the search or filter changes.
  const pagingKey = JSON.stringify({ filter, search })
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 })
  const page = paging.key === pagingKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ key: pagingKey, page: next })

  const periodIds = useLiveQuery(
    async () => (filter.period === 0 ? null : contactPeriodIds(filter.period)),
    [filter.period],
  )
  const periodUnknown = filter.period !== 0 && periodIds === null
  const query = {
    industry: filter.industry,
    search,
    periodIds: filter.period === 0 ? null : (periodIds ?? new Set<number>()),
  }
  const local = useMemo(
    () => contactListPage(contacts ?? [], clientsById, query, page, CONTACT_PAGE_SIZE),
    // The query is made of these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [contacts, clientsById, filter, search, periodIds, page],
  )
  // With the change feed the device keeps only some contacts: the list is the server's pages.
  const server = useServerContactPage(
    { ...filter, search, page, perPage: CONTACT_PAGE_SIZE },
    local,
    online,
  )
  useEffect(() => {
    if (server.everyKept && filter.period !== 0 && navigator.onLine)
      pullContactPeriod(filter.period).catch(() => undefined)
  }, [server.everyKept, filter.period])
  const shown = server.page
    ? serverContactPage(
        server.page,
        clientsById,
        unsentContacts(contacts ?? [], clientsById, query),
        page,
        CONTACT_PAGE_SIZE,
      )
    : local

  const exportToExcel = async () => {
    setExporting(true)
    try {
      await exportContacts({ ...filter, search })
    } catch (error) {
      if (isApiError(error)) await showApiError(error)
      else throw error
    } finally {
      setExporting(false)
    }
  }

  const remove = async (contact: ContactListEntry) => {
    const sure = await showConfirm({ title: deleteConfirmText(contact.name), yes: 'Yes, Delete' })
    if (sure) await deleteContact(contact.id, contact.clientId, userId)
  }

  const filtered = filter.period !== 0 || filter.industry !== 0
  return (
    <section
      aria-labelledby="contact-list-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contact-list-title" className="text-lg font-semibold text-slate-900">
          Contact client list
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <SearchField
            label="Search contact name"
            value={text}
            onChange={setText}
            onKeyDown={onKeyDown}
            placeholder="Search contact name"
          />
          <FilterButton active={filtered} onClick={() => setFiltering(true)} />
          <Button
            variant="secondary"
            onClick={() => void exportToExcel()}
            loading={exporting}
            disabled={!online}
            title={online ? undefined : 'Export needs a connection'}
          >
            <DownloadIcon className="size-4" />
            Export to excel
          </Button>
        </div>
      </div>
      <ContactListSource
        asking={server.asking}
        onlyKept={server.everyKept === false && !server.page && !server.asking}
        online={online}
      />
      <ListTable
        headers={['Name', 'Company name', 'Email', 'Phone No.', 'Department', 'Action']}
        rows={contacts === undefined ? undefined : shown.rows}
        rowKey={(contact) => contact.id}
        loadingText="Loading contacts…"
        emptyText={
          periodUnknown
            ? online
              ? 'Loading the contacts of this period…'
              : 'The contacts of this period have not been loaded on this device; connect to load them.'
            : search || filtered
              ? 'No contact matches this search or filter.'
              : 'No contacts yet.'
        }
        testId="contact-table"
        rowTestId="contact-row"
        cells={(contact) => (
          <>
            <NameCell
              name={contact.name}
              state={entityStateOf(states, 'contacts', contact.id)}
              onOpenSync={() => setSyncOf(contact)}
            />
            <td className="py-2.5 pr-3 text-slate-700" title={contact.company}>
              {truncateContactCompanyName(contact.company)}
            </td>
            <td className="py-2.5 pr-3 text-slate-700">{contact.email || '-'}</td>
            <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">
              {formatPhone(contact.phone) || '-'}
            </td>
            <td className="py-2.5 pr-3 text-slate-700">{contact.department}</td>
            <td className="py-1.5">
              <RowActions
                name={contact.name}
                onView={() => onOpenClient('see_client', contact.clientId)}
                onEdit={() => setEditing(contact)}
                onDelete={() => void remove(contact)}
                canEdit={rights.canEdit}
                canDelete={rights.canDelete(clientsById.get(contact.clientId)?.relManagers)}
              />
            </td>
          </>
        )}
      />
      <Pager
        label="Contact list pages"
        page={shown.page}
        pages={shown.pages}
        total={shown.total}
        perPage={CONTACT_PAGE_SIZE}
        onPage={setPage}
      />
      {filtering && (
        <ContactFilterDialog
          filter={filter}
          industries={industries}
          onClose={() => setFiltering(false)}
          onSave={(next) => {
            setFilter(next)
            setFiltering(false)
          }}
        />
      )}
      <AddContactDialog
        open={editing !== null}
        clientId={editing?.clientId ?? null}
        company={editing?.company}
        editing={editing ? { contactId: editing.id, contact: contactFieldsOfRow(editing) } : null}
        onClose={() => setEditing(null)}
      />
      {syncOf && (
        <EntitySyncDialog
          name={syncOf.name}
          entity={states.get(`contacts:${syncOf.id}`)}
          onClose={() => setSyncOf(null)}
        />
      )}
    </section>
  )
}
