/**
 * One row of the contact editor (core-spec "Contact editor"): Valid, Salutation (-, Mr., Ms., Mrs.,
 * Dr.), Name, Email, Phone, Department, Position, with the row's errors under the fields.
 */
import { SALUTATIONS, type ContactRow, type ContactRowErrors } from '../../domain/contacts.ts'
import { inputClass } from '../../ui/TextField.tsx'
import { PhoneField } from './PhoneField.tsx'

interface ContactEditorRowProps {
  index: number
  row: ContactRow
  errors: ContactRowErrors | undefined
  onChange: (row: ContactRow) => void
  onRemove: (() => void) | null
  onPositionFocus: () => void
}

const ERROR_TEXT = { required: 'Required', invalid: 'Not valid' } as const

const cell = (invalid: boolean) => `${inputClass} h-9 ${invalid ? 'ring-2 ring-red-400' : ''}`

function FieldError({ error }: { error: keyof typeof ERROR_TEXT | undefined }) {
  if (!error) return null
  return <p className="mt-1 text-xs text-red-600">{ERROR_TEXT[error]}</p>
}

export function ContactEditorRow(props: ContactEditorRowProps) {
  const { index, row, errors = {}, onChange, onRemove, onPositionFocus } = props
  const set = (patch: Partial<ContactRow>) => onChange({ ...row, ...patch })
  const label = (field: string) => `${field} of contact ${index + 1}`
  return (
    <tr className="align-top" data-testid="contact-editor-row">
      <td className="py-1.5 pr-2">
        <select
          aria-label={label('Valid')}
          value={row.valid ? 'yes' : 'no'}
          onChange={(event) => set({ valid: event.target.value === 'yes' })}
          className={cell(Boolean(errors.valid))}
        >
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </td>
      <td className="py-1.5 pr-2">
        <select
          aria-label={label('Salutation')}
          value={row.salutation ?? '-'}
          onChange={(event) => set({ salutation: event.target.value })}
          className={cell(Boolean(errors.salutation))}
        >
          {SALUTATIONS.map((salutation) => (
            <option key={salutation} value={salutation}>
              {salutation}
            </option>
          ))}
        </select>
      </td>
      <td className="py-1.5 pr-2">
        <input
          aria-label={label('Name')}
          value={row.name}
          onChange={(event) => set({ name: event.target.value })}
          className={cell(Boolean(errors.name))}
        />
        <FieldError error={errors.name} />
      </td>
      <td className="py-1.5 pr-2">
        <input
          type="email"
          aria-label={label('Email')}
          value={row.email}
          onChange={(event) => set({ email: event.target.value })}
          className={cell(Boolean(errors.email))}
        />
        <FieldError error={errors.email} />
      </td>
      <td className="py-1.5 pr-2">
        <PhoneField
          aria-label={label('Phone')}
          value={row.phone}
          onChange={(phone) => set({ phone })}
          invalid={Boolean(errors.phone)}
          className="h-9"
        />
        <FieldError error={errors.phone} />
      </td>
      <td className="py-1.5 pr-2">
        <input
          aria-label={label('Department')}
          value={row.department}
          onChange={(event) => set({ department: event.target.value })}
          className={cell(Boolean(errors.department))}
        />
        <FieldError error={errors.department} />
      </td>
      <td className="py-1.5 pr-2">
        <input
          aria-label={label('Position')}
          value={row.position}
          onFocus={onPositionFocus}
          onChange={(event) => set({ position: event.target.value })}
          className={cell(false)}
        />
      </td>
      <td className="py-1.5">
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove contact ${index + 1}`}
            className="mt-1 rounded-md px-2 py-1 text-xs font-semibold text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            Remove
          </button>
        )}
      </td>
    </tr>
  )
}
