/**
 * Segment or branch of a person's form: required, and not clearable (sales-activity-spec section
 * 5): the prompt is offered only while nothing is chosen.
 */
import type { IdText } from '../contract/common.ts'
import { SelectField } from './SelectField.tsx'
import { FieldError } from './FieldError.tsx'

interface RequiredSelectProps {
  label: string
  /** 0 while nothing is chosen. */
  value: number
  prompt: string
  options: readonly IdText[]
  disabled: boolean
  error: string | undefined
  onChange: (value: number) => void
}

export function RequiredSelect(props: RequiredSelectProps) {
  return (
    <div>
      <SelectField
        label={props.label}
        required
        value={props.value}
        {...(props.value === 0 ? { allLabel: props.prompt } : {})}
        options={props.options.map((entry) => ({ value: entry.id, label: entry.text }))}
        disabled={props.disabled}
        onChange={props.onChange}
      />
      <FieldError error={props.error} />
    </div>
  )
}
