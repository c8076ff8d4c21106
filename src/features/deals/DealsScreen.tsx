/**
 * /deals: the pipeline page and its inner tabs, kept in the route's typed search params
 * (`?tab=detail&deal=<id>`), so reload and Back keep the open deal. A deal opened from another
 * list names it (`&from=lost_deal`): its Back returns there, the list as it was left. Only the
 * pipeline comes with the page; the other tabs load when chosen (or when the page is idle).
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { backTab } from '../../domain/navigation.ts'
import { lazyComponent } from '../../ui/lazyComponent.tsx'
import { prefetchWhenIdle } from '../../ui/prefetch.ts'
import { PipelineScreen } from '../pipeline/index.ts'
import { AddDealButton } from './AddDealButton.tsx'
import { useHealNewDealLists } from './newDealLists.ts'
import { loadProjectionBoardScreen, loadProjectionSummaryScreen } from '../projection/index.ts'

const ProjectionBoardScreen = lazyComponent(() =>
  loadProjectionBoardScreen().then((module) => module.ProjectionBoardScreen),
)
const ProjectionSummaryScreen = lazyComponent(() =>
  loadProjectionSummaryScreen().then((module) => module.ProjectionSummaryScreen),
)
const DealDetailScreen = lazyComponent(() =>
  import('./DealDetailScreen.tsx').then((module) => module.DealDetailScreen),
)

prefetchWhenIdle(
  DealDetailScreen.preload,
  ProjectionBoardScreen.preload,
  ProjectionSummaryScreen.preload,
)

export function DealsScreen() {
  const search = useSearch({ from: '/app/deals' })
  const navigate = useNavigate()
  useHealNewDealLists()
  const toPipeline = () => void navigate({ to: '/deals', search: {} })
  // Back returns to the stored previous tab (core-spec), the pipeline when none is stored.
  const fromDetail = () =>
    backTab(search.from) === 'lost_deal' ? void navigate({ to: '/lostdeal' }) : toPipeline()
  if (search.tab === 'projection') return <ProjectionBoardScreen onBack={toPipeline} />
  if (search.tab === 'summary') return <ProjectionSummaryScreen onBack={toPipeline} />
  if (search.tab === 'detail' && search.deal !== undefined) {
    return <DealDetailScreen key={search.deal} dealId={search.deal} onBack={fromDetail} />
  }
  return <PipelineScreen actions={(profile) => <AddDealButton profile={profile} />} />
}
