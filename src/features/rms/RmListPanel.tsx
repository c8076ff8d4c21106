/**
 * The Relationship Manager List (sales-activity-spec "Relationship manager list (/rm)"): search
 * (1 s or Enter), Filter (segment, branch), "Add new RM" (role 1 only), the table No., Name, Job
 * Title, Platform, Segment, Branch, Email, Action (view, edit, delete, export) and paging (10).
 * Rows come from IndexedDB (every RM the device holds), so the list works offline; each RM's
 * unsent change shows its sync mark. Stable hooks: `data-rm-list` (the list's state), and on each
 * row's name cell `data-rm-id` and `data-rm-sync`.
 */
import { useCallback, useMemo, useState } from 'react'
import { RMS_PER_PAGE } from '../../contract/rms.ts'
import { deleteConfirmText, SUCCESS } from '../../domain/messages.ts'
import { canManageRms, type Actor } from '../../domain/permissions.ts'
import type { RmRecord } from '../../entities/rms/rmRows.ts'
import { useMasterList } from '../../entities/master/useMasterData.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { showConfirm, showResult } from '../../ui/dialogs/dialogStore.ts'
import { FilterButton } from '../../ui/FilterButton.tsx'
import { CloudOffIcon } from '../../ui/icons.tsx'
import { ListTable } from '../../ui/ListTable.tsx'
import { Pager, SearchField, useDebouncedSearch } from '../clients/index.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { deleteRm } from './rmCommands.ts'
import { exportRm } from './rmExport.ts'
import { RmFilterDialog, type RmFilter } from './RmFilterDialog.tsx'
import { rmListPage, rowNumber } from './rmListModel.ts'
import { RmRowActions } from './RmRowActions.tsx'
import type { RmView } from './rmSearch.ts'
import { useRmList, useRmListPull } from './useRms.ts'
import { beginSave } from '../sync/index.ts'

interface RmListPanelProps {
  actor: Actor
  onOpen: (view: RmView, rmId?: number) => void
}

const cell = 'py-2.5 pr-3 text-slate-700'

export function RmListPanel({ actor, onOpen }: RmListPanelProps) {
  const data = useRmList()
  const pull = useRmListPull()
  const offline = useOffline()
  const segments = useMasterList('segments') ?? []
  const branches = useMasterList('branches') ?? []
  const mayManage = canManageRms(actor)
  const [filter, setFilter] = useState<RmFilter>({ segment: 0, branch: 0 })
  const [filtering, setFiltering] = useState(false)
  const [page, setPage] = useState(1)
  // Back to the first page whenever the search or filter changes.
  const firstPage = useCallback(() => setPage(1), [])
  const { text, search, setText, onKeyDown } = useDebouncedSearch(firstPage)
  const query = useMemo(() => ({ ...filter, search }), [filter, search])
  const shown = useMemo(() => rmListPage(data?.rms ?? [], query, page), [data, query, page])
  const filtered = filter.segment !== 0 || filter.branch !== 0
  const neverLoaded = data !== undefined && data.rms.length === 0 && data.fetchedAt === undefined

  const remove = async (rm: RmRecord) => {
    const sure = await showConfirm({ title: deleteConfirmText(rm.name), yes: 'Yes, Delete' })
    if (!sure) return
    const announce = await beginSave()
    await deleteRm(actor, rm.userId, rm.name)
    await announce({ icon: 'success', title: SUCCESS.rmDeleted, button: 'Close' })
  }
  const exportRow = async (rm: RmRecord) => {
    try {
      await exportRm(rm)
    } catch {
      await showResult({ icon: 'error', title: 'The file could not be written', button: 'Close' })
    }
  }

  return (
    <section
      aria-labelledby="rm-list-title"
      className="flex flex-col gap-4"
      data-rm-list={data === undefined ? 'loading' : 'ready'}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="rm-list-title" className="text-xl font-semibold text-slate-900">
          Relationship Manager List
        </h1>
        <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
      </div>
      {offline && mayManage && (
        <p
          className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-700"
          role="status"
        >
          <CloudOffIcon className="size-4 shrink-0" />
          You are offline: RMs you add, change or delete are kept on this device and sent when you
          are back online.
        </p>
      )}
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-end gap-2">
          <SearchField
            label="Search relationship manager"
            value={text}
            onChange={setText}
            onKeyDown={onKeyDown}
            placeholder="Search name, email or job title"
          />
          <FilterButton active={filtered} onClick={() => setFiltering(true)} />
          {mayManage && (
            <Button onClick={() => onOpen('add')}>
              <PlusIcon className="size-4" />
              Add new RM
            </Button>
          )}
        </div>
        <ListTable
          headers={['No.', 'Name', 'Job Title', 'Platform', 'Segment', 'Branch', 'Email', 'Action']}
          rows={data === undefined || (neverLoaded && pull.pulling) ? undefined : shown.rows}
          rowKey={(rm) => rm.userId}
          loadingText="Loading relationship managers…"
          emptyText={
            neverLoaded
              ? 'The relationship managers have not been loaded on this device yet. Connect to load them.'
              : search || filtered
                ? 'No relationship manager matches this search or filter.'
                : 'No relationship managers yet.'
          }
          testId="rm-table"
          rowTestId="rm-row"
          cells={(rm) => {
            const entity = data?.states.get(rm.userId)
            const sync = entity?.state ?? 'synced'
            return (
              <>
                <td className={`${cell} tabular-nums`}>
                  {rowNumber(shown.page, shown.rows.indexOf(rm))}
                </td>
                <td
                  className="py-2.5 pr-3 font-medium text-slate-900"
                  data-rm-id={rm.userId}
                  data-rm-sync={sync}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    {rm.name}
                    {sync !== 'synced' && (
                      <SyncMark sync={sync} ops={entity?.ops ?? []} title={rm.name} size="sm" />
                    )}
                  </span>
                </td>
                <td className={cell}>{rm.jobTitle || '-'}</td>
                <td className={cell}>{rm.platform?.text || '-'}</td>
                <td className={cell}>{rm.segment?.text || '-'}</td>
                <td className={cell}>{rm.branch?.text || '-'}</td>
                <td className={`${cell} max-w-56 truncate`} title={rm.email}>
                  {rm.email || '-'}
                </td>
                <td className="py-1.5">
                  <RmRowActions
                    name={rm.name}
                    mayManage={mayManage}
                    onView={() => onOpen('detail', rm.userId)}
                    onEdit={() => onOpen('edit', rm.userId)}
                    onDelete={() => void remove(rm)}
                    onExport={() => void exportRow(rm)}
                  />
                </td>
              </>
            )
          }}
        />
        <Pager
          label="Relationship manager list pages"
          page={shown.page}
          pages={shown.pages}
          total={shown.total}
          perPage={RMS_PER_PAGE}
          onPage={setPage}
        />
      </div>
      {filtering && (
        <RmFilterDialog
          filter={filter}
          segments={segments}
          branches={branches}
          onClose={() => setFiltering(false)}
          onSave={(next) => {
            setFilter(next)
            setPage(1)
            setFiltering(false)
          }}
        />
      )}
    </section>
  )
}
