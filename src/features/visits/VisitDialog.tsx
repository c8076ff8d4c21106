/**
 * The Sales visit dialog (sales-activity-spec "Sales visit dialog"), 500 px, create or edit: Visit
 * Date, Start Time, End Time, Client company name, Client contact, Tribes, Relationship manager,
 * Consultant, Location, Visit objective, Next step, Remark; Add new company (standalone only: a
 * deal-bound visit is at its deal's client), Add new contact (once a client is chosen), Save.
 * Saving queues the visit locally and never waits for the network. The form lives with the caller,
 * so it survives the dialog closing (e.g. to add a company). Stable hook: `data-visit-dialog`.
 */
import { useId, useState } from 'react'
import type { IdText } from '../../contract/common.ts'
import { SUCCESS } from '../../domain/messages.ts'
import { visitScheduleErrors, type VisitScheduleField } from '../../domain/visits.ts'
import { Button } from '../../ui/Button.tsx'
import { DateField } from '../../ui/DateField.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { MultiSelectField } from '../../ui/MultiSelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { CancelSave } from '../../ui/dialogs/CancelSave.tsx'
import { AddContactDialog, ClientSearchField, CompanyContactsOnDevice } from '../clients/index.ts'
import { LimitedTextArea } from './LimitedTextArea.tsx'
import { addVisit, editVisit } from './visitCommands.ts'
import {
  canSaveVisitForm,
  visitFieldsOf,
  withLimitedText,
  type LimitedField,
  type VisitForm,
  type VisitTarget,
} from './visitForm.ts'
import { useVisitOptions } from './useVisitOptions.ts'
import { beginSave } from '../sync/index.ts'

export const VISIT_DIALOG_WIDTH = 500

export interface VisitDialogProps {
  target: VisitTarget
  /** The visit being edited; null to add one. */
  visitId: number | null
  /**
   * Editing: the visit as the dialog opened on it (as the server has it, for a visit this device
   * does not hold), the row the edit stands on, so Discard puts it back.
   */
  opened?: VisitForm
  form: VisitForm
  onFormChange: (form: VisitForm) => void
  userId: number
  onClose: () => void
  /** After the visit is queued: the caller resets its form. */
  onSaved: () => void
  /** Standalone only: leave for /clientsfrommodalvisit (the caller keeps the form). */
  onAddCompany?: () => void
  /** Contacts known beside the local contacts table (a deal's members, an edited visit's). */
  knownContacts?: readonly IdText[]
}

const SCHEDULE: readonly { field: VisitScheduleField; label: string; type: 'date' | 'time' }[] = [
  { field: 'visitDate', label: 'Visit Date', type: 'date' },
  { field: 'startTime', label: 'Start Time', type: 'time' },
  { field: 'endTime', label: 'End Time', type: 'time' },
]

const LIMITED: readonly { field: LimitedField; label: string }[] = [
  { field: 'objective', label: 'Visit objective' },
  { field: 'nextStep', label: 'Next step' },
  { field: 'remark', label: 'Remark' },
]

export function VisitDialog(props: VisitDialogProps) {
  const { target, visitId, form, onFormChange, userId, onClose, onSaved, onAddCompany } = props
  const [contactOpen, setContactOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const options = useVisitOptions(form.client?.id ?? null, props.knownContacts)
  const set = <K extends keyof VisitForm>(field: K, value: VisitForm[K]) =>
    onFormChange({ ...form, [field]: value })
  const standalone = target.kind === 'standalone'
  const canSave = canSaveVisitForm(form, target)
  // Shown as soon as they hold (e.g. an End Time before the Start Time); Save waits for them.
  const scheduleErrors = visitScheduleErrors(form)
  const errorId = useId()

  const save = async () => {
    if (!canSave || saving) return
    setSaving(true)
    try {
      const fields = visitFieldsOf(form, target)
      const announce = await beginSave()
      if (visitId === null) await addVisit(fields, userId)
      else {
        const asOpened = props.opened ? visitFieldsOf(props.opened, target) : null
        await editVisit(visitId, fields, asOpened, userId)
      }
      onClose()
      onSaved()
      void announce({
        icon: 'success',
        title: visitId === null ? SUCCESS.visitAdded : SUCCESS.visitUpdated,
        button: 'Close',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <DialogFrame
      title="Sales visit"
      width={VISIT_DIALOG_WIDTH}
      onClose={onClose}
      onSubmit={() => void save()}
      hooks={{ 'data-visit-dialog': visitId === null ? 'add' : 'edit' }}
      after={
        form.client && (
          <AddContactDialog
            open={contactOpen}
            onClose={() => setContactOpen(false)}
            clientId={form.client.id}
            company={form.client.text}
            onSave={(_, ids) => set('contacts', [...form.contacts, ...ids])}
          />
        )
      }
    >
      <div className="mt-4 space-y-4">
        <div className="grid grid-cols-3 gap-3">
          {SCHEDULE.map(({ field, label, type }) => {
            const error = scheduleErrors[field]
            return (
              <div key={field}>
                {type === 'date' ? (
                  <DateField
                    label={label}
                    value={form[field]}
                    invalid={error !== undefined}
                    {...(error ? { describedBy: `${errorId}-${field}` } : {})}
                    onChange={(value) => set(field, value)}
                  />
                ) : (
                  <TextField
                    label={label}
                    type={type}
                    className={error ? '[&_input]:ring-red-400' : ''}
                    value={form[field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${errorId}-${field}` : undefined}
                    onChange={(event) => set(field, event.target.value)}
                  />
                )}
                {error && (
                  <p
                    id={`${errorId}-${field}`}
                    role="alert"
                    data-visit-error={field}
                    className="mt-1 text-xs text-red-600"
                  >
                    {error}
                  </p>
                )}
              </div>
            )
          })}
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-700">
            Client company name
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          </p>
          {/* A deal-bound visit is at its deal's client: shown, never changed. */}
          <ClientSearchField
            chosen={form.client?.text ?? (standalone ? null : '')}
            onChoose={(client) =>
              onFormChange({ ...form, client: { id: client.id, text: client.company } })
            }
            {...(standalone
              ? { onChange: () => onFormChange({ ...form, client: null, contacts: [] }) }
              : {})}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {standalone && onAddCompany && (
            <Button variant="secondary" onClick={onAddCompany}>
              Add new company
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={form.client === null}
            onClick={() => setContactOpen(true)}
          >
            Add new contact
          </Button>
        </div>
        <MultiSelectField
          label="Client contact"
          options={options.contacts}
          value={form.contacts}
          onChange={(ids) => set('contacts', ids)}
          disabled={form.client === null}
        />
        <CompanyContactsOnDevice clientId={form.client?.id ?? null} />
        <MultiSelectField
          label="Tribes"
          options={options.tribes}
          value={form.tribes}
          onChange={(ids) => set('tribes', ids)}
        />
        <MultiSelectField
          label="Relationship manager"
          options={options.people}
          value={form.rms}
          onChange={(ids) => set('rms', ids)}
        />
        <MultiSelectField
          label="Consultant"
          options={options.people}
          value={form.consultants}
          onChange={(ids) => set('consultants', ids)}
        />
        <TextField
          label="Location"
          value={form.location}
          onChange={(event) => set('location', event.target.value)}
        />
        {LIMITED.map(({ field, label }) => (
          <LimitedTextArea
            key={field}
            label={label}
            value={form[field]}
            onChange={(value) => onFormChange(withLimitedText(form, field, value))}
          />
        ))}
      </div>
      <CancelSave onCancel={onClose} saveDisabled={!canSave} saving={saving} />
    </DialogFrame>
  )
}
