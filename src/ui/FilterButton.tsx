/** The Filter button of list screens, with a dot while a filter is active. */
import { FilterIcon } from './actionIcons.tsx'
import { Button } from './Button.tsx'

export function FilterButton({ active, onClick }: { active: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <FilterIcon className="size-4" />
      Filter
      {active && <span className="size-2 rounded-full bg-brand-600" aria-label="(active)" />}
    </Button>
  )
}
