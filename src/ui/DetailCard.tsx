/** A titled card of a detail page (the deal detail's Client Information, Owners, Proposal...). */
import { useId, type ReactNode } from 'react'

interface DetailCardProps {
  title: string
  /** Beside the title: links, a sync mark, the card's action buttons (`ml-auto` to push right). */
  aside?: ReactNode
  /** The card's stable data- attributes. */
  hooks?: Readonly<Record<`data-${string}`, string | number | boolean>>
  children: ReactNode
}

export function DetailCard({ title, aside, hooks, children }: DetailCardProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      {...hooks}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  )
}
