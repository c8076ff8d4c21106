import { useId, type ReactNode } from 'react'

/** A titled group of a form's fields, in two columns from the sm breakpoint on. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <fieldset aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
