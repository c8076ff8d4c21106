/**
 * The Client Information card in edit mode: the company (Change searches the clients on this
 * device), the contact (required: Save stays disabled without one) and members, both offered from
 * the contacts this device holds for that company (pulled from GET /clients/{id} when online).
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { canSaveDealClientInfo } from '../../../domain/dealDetail.ts'
import { SUCCESS } from '../../../domain/messages.ts'
import { db } from '../../../store/db.ts'
import type { ClientInfo } from '../../../sync/dealDetailOps.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/SelectField.tsx'
import { ClientSearchField } from '../ClientSearchField.tsx'
import type { DealSectionProps } from '../dealSectionProps.ts'
import { pullClientOfDeal } from './clientDetailPull.ts'
import { saveClientInfo } from './clientInfoCommands.ts'
import { clientInfoArgs, formOf, withCompany, type ClientInfoForm } from './clientInfoModel.ts'
import { beginSave } from '../../sync/announceSave.ts'

interface ClientInfoEditorProps extends DealSectionProps {
  info: ClientInfo
  onDone: () => void
}

export function ClientInfoEditor({ detail, profile, info, onDone }: ClientInfoEditorProps) {
  const [form, setForm] = useState<ClientInfoForm>(() => formOf(info))
  const [changingCompany, setChangingCompany] = useState(false)
  const [saving, setSaving] = useState(false)
  const clientId = form.company.id
  useEffect(() => {
    void pullClientOfDeal(clientId)
  }, [clientId])
  const contacts = useLiveQuery(
    async () =>
      (await db.contacts.where('clientId').equals(clientId).sortBy('name')).map((contact) => ({
        id: contact.id,
        text: contact.name,
      })),
    [clientId],
  )
  const offered = contacts ?? []
  const save = async () => {
    setSaving(true)
    const announce = await beginSave()
    try {
      await saveClientInfo(clientInfoArgs(detail.id, form, offered), profile.id)
    } finally {
      setSaving(false)
    }
    onDone()
    await announce({ icon: 'success', title: SUCCESS.dealUpdated, button: 'Close' })
  }
  const toggleMember = (id: number, on: boolean) =>
    setForm((current) => ({
      ...current,
      memberIds: on ? [...current.memberIds, id] : current.memberIds.filter((each) => each !== id),
    }))
  return (
    <div className="mt-3 space-y-4">
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">Company</p>
        {changingCompany ? (
          <ClientSearchField
            chosen={null}
            onChoose={(client) => {
              if (!client) return
              setForm(withCompany({ id: client.id, text: client.company }))
              setChangingCompany(false)
            }}
          />
        ) : (
          <div className="flex items-center gap-2 text-sm">
            <span className="font-medium text-slate-900">{form.company.text}</span>
            <button
              type="button"
              className="text-xs text-brand-700 hover:underline"
              onClick={() => setChangingCompany(true)}
            >
              Change
            </button>
          </div>
        )}
      </div>
      <SelectField
        label="Contact *"
        value={form.contactId}
        allLabel="Choose contact"
        options={offered.map((contact) => ({ value: contact.id, label: contact.text }))}
        onChange={(contactId) => setForm((current) => ({ ...current, contactId }))}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">Members</legend>
        {offered.length === 0 ? (
          <p className="text-sm text-slate-500">No contacts of this company on this device.</p>
        ) : (
          <div className="max-h-40 space-y-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-300 ring-inset">
            {offered
              .filter((contact) => contact.id !== form.contactId)
              .map((contact) => (
                <label
                  key={contact.id}
                  className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm text-slate-700 hover:bg-slate-50"
                >
                  <input
                    type="checkbox"
                    className="accent-brand-700"
                    checked={form.memberIds.includes(contact.id)}
                    onChange={(event) => toggleMember(contact.id, event.target.checked)}
                  />
                  {contact.text}
                </label>
              ))}
          </div>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          onClick={() => void save()}
          disabled={!canSaveDealClientInfo(form)}
          loading={saving}
        >
          Save
        </Button>
      </div>
    </div>
  )
}
