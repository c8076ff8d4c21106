import { TONE_BADGE } from '../pipeline/toneClasses.ts'
import type { ProjectionCardView } from './projectionCardView.ts'

/** Fixed height, so long columns can be windowed by arithmetic. */
export const PROJECTION_CARD_HEIGHT = 112
export const PROJECTION_CARD_GAP = 8

/** What a projection card shows; shared by the card in its column and the one following the pointer. */
export function ProjectionCardFace({ view }: { view: ProjectionCardView }) {
  return (
    <div
      className="flex flex-col gap-1 overflow-hidden px-3 py-2.5"
      style={{ height: PROJECTION_CARD_HEIGHT }}
    >
      <h4
        className="line-clamp-2 h-9 shrink-0 pr-5 text-[13px] leading-[18px] font-semibold text-slate-900"
        title={view.fullTitle ?? view.title}
      >
        {view.title}
      </h4>
      <p className="shrink-0 truncate text-xs leading-4 text-slate-500">{view.clientName}</p>
      <div className="mt-auto flex shrink-0 items-center justify-between gap-2">
        <span className="truncate text-sm font-semibold text-slate-900 tabular-nums">
          <span className="mr-1 text-[10px] font-medium text-slate-400">IDR</span>
          {view.amount}
        </span>
        <span
          className={`shrink-0 rounded-md px-1.5 py-0.5 text-[11px] font-semibold tabular-nums ring-1 ring-inset ${TONE_BADGE[view.probabilityTone]}`}
          title="Probability"
        >
          <span className="sr-only">Probability </span>
          {view.probabilityText}
        </span>
      </div>
      <p className="shrink-0 truncate text-[11px] leading-4 text-slate-500 tabular-nums">
        Invoice date <span className="font-medium text-slate-700">{view.invoiceDate}</span>
      </p>
    </div>
  )
}
