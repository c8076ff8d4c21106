import type { ReactNode } from 'react'
import type { CardView } from './cardView.ts'
import { TONE_BADGE } from './toneClasses.ts'

/** Fixed height, so long columns can be windowed by arithmetic. */
export const CARD_HEIGHT = 148
export const CARD_GAP = 8

/** What every card face shows first: title, client, amount and probability. */
export type CardFaceHead = Pick<
  CardView,
  'title' | 'fullTitle' | 'clientName' | 'amount' | 'probabilityText' | 'probabilityTone'
>

interface CardFaceFrameProps {
  view: CardFaceHead
  height: number
  /** Opens the deal detail from the title (the card in its column only). */
  onOpenDetail?: (() => void) | undefined
  /** The rows under the amount, which differ by board. */
  children: ReactNode
}

/** The frame of a card's face (a deal card, a projection card) at a fixed height. */
export function CardFaceFrame({ view, height, onOpenDetail, children }: CardFaceFrameProps) {
  return (
    <div className="flex flex-col gap-1 overflow-hidden px-3 py-2.5" style={{ height }}>
      <h4
        className="line-clamp-2 h-9 shrink-0 pr-5 text-[13px] leading-[18px] font-semibold text-slate-900"
        title={view.fullTitle ?? view.title}
      >
        {onOpenDetail ? (
          <button
            type="button"
            className="text-left hover:text-brand-700 hover:underline"
            onClick={onOpenDetail}
            // Enter and Space open the deal here; on the card they pick it up.
            onKeyDown={(event) => event.stopPropagation()}
            data-open-deal
          >
            {view.title}
          </button>
        ) : (
          view.title
        )}
      </h4>
      <p className="shrink-0 truncate text-xs leading-4 text-slate-500">{view.clientName}</p>
      <div className="mt-auto flex shrink-0 items-center justify-between gap-2">
        <span className="truncate text-sm font-semibold text-slate-900 tabular-nums">
          <span className="mr-1 text-[10px] font-medium text-slate-500">IDR</span>
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
      {children}
    </div>
  )
}

interface CardFaceProps {
  view: CardView
  /** Opens the deal detail from the title (the card in its column only). */
  onOpenDetail?: () => void
}

/** What a deal card shows; shared by the card in its column and the one following the pointer. */
export function CardFace({ view, onOpenDetail }: CardFaceProps) {
  return (
    <CardFaceFrame view={view} height={CARD_HEIGHT} onOpenDetail={onOpenDetail}>
      <div className="flex shrink-0 items-center justify-between gap-2 text-[11px] text-slate-500">
        <span
          className={`shrink-0 rounded-md px-1.5 py-0.5 font-medium ring-1 ring-inset ${TONE_BADGE[view.ageTone]}`}
          title="Age"
        >
          <span className="sr-only">Age </span>
          {view.ageText}
        </span>
        <span className="truncate tabular-nums" title="Status date">
          <span className="sr-only">Status date </span>
          {view.statusDate}
        </span>
      </div>
      <p className="shrink-0 truncate text-[11px] leading-4 text-slate-500">
        Invoice period <span className="font-medium text-slate-700">{view.invoicePeriod}</span>
      </p>
    </CardFaceFrame>
  )
}
