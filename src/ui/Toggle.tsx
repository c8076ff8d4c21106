import { Field, Label, Switch } from '@headlessui/react'

interface ToggleProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A labelled on/off switch. */
export function Toggle({ label, checked, onChange }: ToggleProps) {
  return (
    <Field className="flex items-center justify-between gap-4">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-200 transition-colors duration-200 data-checked:bg-brand-700"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow ring-0 transition-transform duration-200 group-data-checked:translate-x-5"
        />
      </Switch>
    </Field>
  )
}
