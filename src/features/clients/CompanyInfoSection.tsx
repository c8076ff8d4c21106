/** The client form's company information: company name and industry (required), phone and fax (masked), addresses, website, remarks. */
import { useId } from 'react'
import type { IdText } from '../../contract/common.ts'
import type { ClientFormErrors } from '../../domain/clientForm.ts'
import { formatPhone } from '../../domain/phone.ts'
import { inputClass, TextField } from '../../ui/TextField.tsx'
import type { ClientDraft } from './clientDraft.ts'
import { PhoneField } from './PhoneField.tsx'

interface CompanyInfoSectionProps {
  draft: ClientDraft
  errors: ClientFormErrors
  disabled: boolean
  industries: readonly IdText[]
  onChange: (patch: Partial<ClientDraft>) => void
}

/** A required field's error, named by the field it belongs to (aria-describedby). */
function Required({ id, show }: { id: string; show: boolean }) {
  return show ? (
    <p id={id} className="mt-1 text-xs text-red-600">
      Required
    </p>
  ) : null
}

export function CompanyInfoSection({
  draft,
  errors,
  disabled,
  industries,
  onChange,
}: CompanyInfoSectionProps) {
  const industryId = useId()
  const companyErrorId = useId()
  const industryErrorId = `${industryId}-error`
  return (
    <section aria-labelledby="company-title" className="rounded-xl p-4 ring-1 ring-slate-200">
      <h3 id="company-title" className="text-sm font-semibold text-slate-900">
        Company information
      </h3>
      <fieldset disabled={disabled} className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <TextField
            label="Company name"
            required
            value={draft.company}
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={errors.company ? companyErrorId : undefined}
            onChange={(event) => onChange({ company: event.target.value })}
          />
          <Required id={companyErrorId} show={Boolean(errors.company)} />
        </div>
        <div>
          <label htmlFor={industryId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Industry
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          </label>
          <select
            id={industryId}
            required
            value={draft.industryId}
            aria-invalid={errors.industryId ? true : undefined}
            aria-describedby={errors.industryId ? industryErrorId : undefined}
            onChange={(event) => onChange({ industryId: Number(event.target.value) })}
            className={`${inputClass} pr-8`}
          >
            <option value={0}>Choose industry</option>
            {industries.map((industry) => (
              <option key={industry.id} value={industry.id}>
                {industry.text}
              </option>
            ))}
          </select>
          <Required id={industryErrorId} show={Boolean(errors.industryId)} />
        </div>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Phone No.</span>
          <PhoneField
            value={disabled ? formatPhone(draft.phone) : draft.phone}
            placeholder={disabled ? '' : undefined}
            onChange={(phone) => onChange({ phone })}
          />
        </label>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Fax</span>
          <PhoneField
            value={disabled ? formatPhone(draft.fax) : draft.fax}
            placeholder={disabled ? '' : undefined}
            onChange={(fax) => onChange({ fax })}
          />
        </label>
        <TextField
          label="Address 1"
          value={draft.address1}
          onChange={(event) => onChange({ address1: event.target.value })}
        />
        <TextField
          label="Address 2"
          value={draft.address2}
          onChange={(event) => onChange({ address2: event.target.value })}
        />
        <TextField
          label="Address 3"
          value={draft.address3}
          onChange={(event) => onChange({ address3: event.target.value })}
        />
        <TextField
          label="Website"
          value={draft.website}
          onChange={(event) => onChange({ website: event.target.value })}
        />
        <label className="block md:col-span-2">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Remarks</span>
          <textarea
            value={draft.remarks}
            rows={2}
            onChange={(event) => onChange({ remarks: event.target.value })}
            className={`${inputClass} h-auto py-2`}
          />
        </label>
      </fieldset>
    </section>
  )
}
