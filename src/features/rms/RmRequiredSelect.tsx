/**
 * Segment or branch of the RM form: required, and not clearable (sales-activity-spec section 5):
 * the prompt is offered only while nothing is chosen.
 */
import type { IdText } from '../../contract/common.ts'
import { SelectField } from '../../ui/SelectField.tsx'

interface RmRequiredSelectProps {
  label: string
  value: number
  prompt: string
  options: readonly IdText[]
  disabled: boolean
  error: string | undefined
  onChange: (value: number) => void
}

export function RmRequiredSelect(props: RmRequiredSelectProps) {
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
      {props.error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-600">
          {props.error}
        </p>
      )}
    </div>
  )
}
