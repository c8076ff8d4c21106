/**
 * The details of a person, as the Profile screen and the RM form show them: User Information
 * (Name, NIK, Job Title, Segment, Branch), Contact (Email, Phone No., Address) and Photo Profile.
 * The phone takes the mask 9999-9999-9999-9999 after +62; segment and branch are required and
 * not clearable.
 */
import type { ReactNode } from 'react'
import type { IdText } from '../../contract/common.ts'
import { FormSection } from '../../ui/FormSection.tsx'
import { PersonTextInput } from './PersonTextInput.tsx'
import { PERSON_LIMITS, type PersonDraft, type PersonErrors } from './personDraft.ts'
import { maskedPersonPhone } from './personPhone.ts'
import { RequiredSelect } from '../../ui/RequiredSelect.tsx'

interface PersonFieldsetsProps {
  /** The values shown (the draft while editing). */
  draft: PersonDraft
  errors: PersonErrors
  editable: boolean
  segments: readonly IdText[]
  branches: readonly IdText[]
  /** The user's own email and phone take the browser's autofill; another person's do not. */
  autofill: boolean
  phonePlaceholder: string
  onChange: <K extends keyof PersonDraft>(field: K, value: PersonDraft[K]) => void
  /** What the Photo Profile section holds. */
  photo: ReactNode
}

export function PersonFieldsets(props: PersonFieldsetsProps) {
  const { draft, errors, editable, onChange } = props
  const disabled = !editable
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <div className="flex flex-col gap-6">
        <FormSection title="User Information">
          <PersonTextInput
            label="Name"
            required
            value={draft.name}
            maxLength={PERSON_LIMITS.name}
            disabled={disabled}
            error={errors.name}
            onChange={(value) => onChange('name', value)}
          />
          <PersonTextInput
            label="NIK"
            value={draft.nik}
            maxLength={PERSON_LIMITS.nik}
            disabled={disabled}
            onChange={(value) => onChange('nik', value)}
          />
          <PersonTextInput
            label="Job Title"
            value={draft.jobTitle}
            maxLength={PERSON_LIMITS.jobTitle}
            disabled={disabled}
            onChange={(value) => onChange('jobTitle', value)}
          />
          <RequiredSelect
            label="Segment"
            value={draft.segmentId}
            prompt="Choose segment"
            options={props.segments}
            disabled={disabled}
            error={errors.segmentId}
            onChange={(value) => onChange('segmentId', value)}
          />
          <RequiredSelect
            label="Branch"
            value={draft.branchId}
            prompt="Choose branch"
            options={props.branches}
            disabled={disabled}
            error={errors.branchId}
            onChange={(value) => onChange('branchId', value)}
          />
        </FormSection>
        <FormSection title="Contact">
          <PersonTextInput
            label="Email"
            type="email"
            required
            autoComplete={props.autofill ? 'email' : 'off'}
            value={draft.email}
            maxLength={PERSON_LIMITS.email}
            disabled={disabled}
            error={errors.email}
            onChange={(value) => onChange('email', value)}
          />
          <PersonTextInput
            label="Phone No."
            type="tel"
            inputMode="tel"
            autoComplete={props.autofill ? 'tel' : 'off'}
            placeholder={props.phonePlaceholder}
            value={draft.phone}
            maxLength={PERSON_LIMITS.phone}
            disabled={disabled}
            onChange={(value) => onChange('phone', maskedPersonPhone(value))}
          />
          <PersonTextInput
            label="Address"
            multiline
            value={draft.address}
            maxLength={PERSON_LIMITS.address}
            disabled={disabled}
            onChange={(value) => onChange('address', value)}
          />
        </FormSection>
      </div>
      <FormSection title="Photo Profile">{props.photo}</FormSection>
    </div>
  )
}
