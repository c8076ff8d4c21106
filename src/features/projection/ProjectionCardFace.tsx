import { CardFaceFrame } from '../pipeline/index.ts'
import type { ProjectionCardView } from './projectionCardView.ts'

/** Fixed height, so long columns can be windowed by arithmetic. */
export const PROJECTION_CARD_HEIGHT = 112

/** What a projection card shows; shared by the card in its column and the one following the pointer. */
export function ProjectionCardFace({ view }: { view: ProjectionCardView }) {
  return (
    <CardFaceFrame view={view} height={PROJECTION_CARD_HEIGHT}>
      <p className="shrink-0 truncate text-[11px] leading-4 text-slate-500 tabular-nums">
        Invoice date <span className="font-medium text-slate-700">{view.invoiceDate}</span>
      </p>
    </CardFaceFrame>
  )
}
