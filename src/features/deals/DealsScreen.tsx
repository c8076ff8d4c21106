/**
 * /deals: the pipeline page and its inner tabs, kept in the route's typed search params
 * (`?tab=detail&deal=<id>`), so reload and Back keep the open deal.
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { PipelineScreen } from '../pipeline/PipelineScreen.tsx'
import { ProjectionBoardScreen } from '../projection/ProjectionBoardScreen.tsx'
import { ProjectionSummaryScreen } from '../projection/ProjectionSummaryScreen.tsx'
import { DealDetailScreen } from './DealDetailScreen.tsx'
import { useHealNewDealLists } from './newDealLists.ts'
import { useServerDealId } from './useServerDealId.ts'

export function DealsScreen() {
  const search = useSearch({ from: '/app/deals' })
  const navigate = useNavigate()
  useHealNewDealLists()
  useServerDealId(search.tab === 'detail' ? search.deal : undefined)
  const toPipeline = () => void navigate({ to: '/deals', search: {} })
  if (search.tab === 'projection') return <ProjectionBoardScreen onBack={toPipeline} />
  if (search.tab === 'summary') return <ProjectionSummaryScreen onBack={toPipeline} />
  if (search.tab === 'detail' && search.deal !== undefined) {
    return <DealDetailScreen key={search.deal} dealId={search.deal} onBack={toPipeline} />
  }
  return <PipelineScreen />
}
