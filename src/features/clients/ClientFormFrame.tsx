/** The client form's frame: its title with the sync mark, Back and the mode's buttons, the sections. */
import type { ReactNode } from 'react'
import { Button } from '../../ui/Button.tsx'

interface FormFrameProps {
  title: string
  onBack: () => void
  mark?: ReactNode
  actions?: ReactNode
  children: ReactNode
}

export function ClientFormFrame({ title, onBack, mark, actions, children }: FormFrameProps) {
  return (
    <section
      aria-labelledby="client-form-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="client-form"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="client-form-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {mark}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          {actions}
        </div>
      </div>
      {children}
    </section>
  )
}
