/**
 * The Lost Deal list (/lostdeal, core-spec "Lost deal list"): search box, Filter (the pipeline's
 * dialog, without probability: the lost deal call takes none), and the table of lost deals, 10 per
 * page. Read from IndexedDB, so it browses offline after one visit ("as of ..."); Reopen is the
 * deal detail's flow and the row leaves at once.
 * Stable hooks: `data-lost-deals` (the list's state), `data-lost-deal-id` per row.
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { LOST_DEALS_PER_PAGE } from '../../contract/lostDeals.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { canActOnDeal, type Actor } from '../../domain/permissions.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { Pager, SearchField, useDebouncedSearch } from '../clients/index.ts'
import { changeDealState } from '../deals/index.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { FilterControls } from '../pipeline/index.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { keepLostDealListView, readLostDealListView } from './lostDealListView.ts'
import { LostDealTable } from './LostDealTable.tsx'
import { lostDealPage, searchLostDeals } from './lostDealsView.ts'
import { ReopenedDeals } from './ReopenedDeals.tsx'
import { useLostDeals } from './useLostDeals.ts'
import { useLostDealsFilter } from './useLostDealsFilter.ts'
import { useLostDealsPull } from './useLostDealsPull.ts'

export function LostDealScreen() {
  const session = useSession()
  const { filter, setFilter } = useLostDealsFilter(session?.profile.id ?? 0)
  if (!session || !filter) return null
  const { id, roleId } = session.profile
  return <LostDealList actor={{ id, roleId }} filter={filter} setFilter={setFilter} />
}

interface LostDealListProps {
  actor: Actor
  filter: PipelineFilter
  setFilter: (filter: PipelineFilter) => Promise<void>
}

function LostDealList({ actor, filter, setFilter }: LostDealListProps) {
  const navigate = useNavigate()
  const offline = useOffline()
  const data = useLostDeals(filter)
  const pull = useLostDealsPull(filter)
  // The list comes back as it was left (a deal opened from it goes Back here).
  const [kept] = useState(() => readLostDealListView(actor.id))
  const [page, setPage] = useState(kept.page)
  const toFirstPage = useCallback(() => setPage(1), [])
  const { text, search, setText, onKeyDown } = useDebouncedSearch(toFirstPage, kept.text)
  useEffect(() => keepLostDealListView(actor.id, { text, page }), [actor.id, text, page])
  const shown = useMemo(
    () => lostDealPage(searchLostDeals(data?.lost ?? [], search), page),
    [data, search, page],
  )

  const open = (deal: DealRow) =>
    void navigate({
      to: '/deals',
      search: { tab: 'detail', deal: deal.dealId, from: 'lost_deal' },
    })
  const reopen = (deal: DealRow) =>
    void changeDealState('reopen', {
      dealId: deal.dealId,
      name: deal.dealName,
      userId: actor.id,
      invoiceSource: { invoicePeriod: deal.invoicePeriod },
    })
  const changeFilter = (next: PipelineFilter) => {
    setPage(1)
    void setFilter(next)
  }

  const state = listState(data, pull.pulling, pull.failed || offline)
  return (
    <section
      aria-labelledby="lost-deal-title"
      className="flex flex-col gap-4"
      data-lost-deals={state}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="lost-deal-title" className="text-xl font-semibold text-slate-900">
          Lost Deal
        </h1>
        <div className="ml-auto">
          <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterControls hideProbability filter={filter} onChange={changeFilter} />
          <SearchField
            label="Search lost deals"
            placeholder="Search deal or company name"
            value={text}
            onChange={setText}
            onKeyDown={onKeyDown}
          />
        </div>
        <ReopenedDeals deals={data?.reopened ?? []} />
        <LostDealTable
          rows={state === 'loading' ? undefined : shown.rows}
          emptyText={emptyText(state, search)}
          canReopen={(deal) => canActOnDeal(actor, deal)}
          onOpen={open}
          onReopen={reopen}
        />
        <Pager
          label="Lost deal pages"
          page={shown.page}
          pages={shown.pageCount}
          total={shown.total}
          perPage={LOST_DEALS_PER_PAGE}
          onPage={setPage}
        />
      </div>
    </section>
  )
}

type ListState = 'loading' | 'missing' | 'ready'

function listState(
  data: ReturnType<typeof useLostDeals>,
  pulling: boolean,
  unreachable: boolean,
): ListState {
  if (data?.pulled) return 'ready'
  if (data === undefined || pulling || !unreachable) return 'loading'
  return 'missing'
}

function emptyText(state: ListState, search: string): string {
  if (state === 'missing') {
    return 'The Lost Deal list has not been loaded on this device yet. Connect to load it.'
  }
  return search.trim() ? 'No lost deal matches this search.' : 'No lost deals.'
}
