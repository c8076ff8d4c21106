/**
 * The Client Information card in edit mode: the company (Change searches the clients on this
 * device), the contact (required: Save stays disabled without one) and members, both offered from
 * the contacts this device holds for that company (pulled from GET /clients/{id} when online).
 */
import { useLiveQuery } from '../../../store/liveQuery.ts'
import { useEffect, useState } from 'react'
import { canSaveDealClientInfo } from '../../../domain/dealDetail.ts'
import { SUCCESS } from '../../../domain/messages.ts'
import { readClientContactsByName } from '../../../entities/contacts/clientContactReads.ts'
import { db } from '../../../entities/db.ts'
import type { ClientInfo } from '../../../entities/deals/dealDetailOps.ts'
import { Button } from '../../../ui/Button.tsx'
import { MultiSelectField } from '../../../ui/MultiSelectField.tsx'
import { SelectField } from '../../../ui/SelectField.tsx'
import { ClientSearchField } from '../../clients/index.ts'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { pullClientOfDeal } from './clientDetailPull.ts'
import { saveClientInfo } from './clientInfoCommands.ts'
import { clientInfoArgs, formOf, withCompany, type ClientInfoForm } from './clientInfoModel.ts'
import { beginSave } from '../../sync/index.ts'

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
      (await readClientContactsByName(db, clientId)).map((contact) => ({
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
  return (
    <div className="mt-3 space-y-4">
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">Company</p>
        <ClientSearchField
          chosen={changingCompany ? null : form.company.text}
          onChoose={(client) => {
            setForm(withCompany({ id: client.id, text: client.company }))
            setChangingCompany(false)
          }}
          onChange={() => setChangingCompany(true)}
        />
      </div>
      <SelectField
        label="Contact"
        required
        value={form.contactId}
        allLabel="Choose contact"
        options={offered.map((contact) => ({ value: contact.id, label: contact.text }))}
        onChange={(contactId) => setForm((current) => ({ ...current, contactId }))}
      />
      <div>
        <MultiSelectField
          label="Members"
          options={offered.filter((contact) => contact.id !== form.contactId)}
          value={form.memberIds.filter((id) => id !== form.contactId)}
          onChange={(memberIds) => setForm((current) => ({ ...current, memberIds }))}
        />
        {offered.length === 0 && (
          <p className="mt-1 text-sm text-slate-500">No contacts of this company on this device.</p>
        )}
      </div>
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
