/**
 * Add deal (the board's Add deal button): client (searched over the clients cached on this
 * device), contact with 'Add new contact' (the Add Contact dialog, once a client is chosen; the
 * contact saved there is chosen), deal date, tribe / segment / branch (defaulting from the
 * profile), relationship manager (picker), deal name, probability and the stage it gives, person
 * in charge. Saved through the outbox: the card shows on the board at once, also offline. A client
 * or contact added offline keeps working here once it syncs (its temp id is followed).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { MasterRm } from '../../contract/master.ts'
import { toWireDate } from '../../domain/dates.ts'
import { canSaveNewDeal, idOrZero, newDealDefaults } from '../../domain/dealForm.ts'
import { PROBABILITY_LEVELS, probabilityOptionText } from '../../domain/probability.ts'
import { stageForProbability, stageName } from '../../domain/stages.ts'
import type { ClientRow } from '../../entities/clients/clientRows.ts'
import { readNewDealContactChoice } from '../../entities/contacts/newDealContactReads.ts'
import { db } from '../../entities/db.ts'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'
import { Button } from '../../ui/Button.tsx'
import { DateField } from '../../ui/DateField.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { PersonPickerDialog, RM_PICKER_TEXT } from '../../ui/dialogs/PersonPickerDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { inputClass } from '../../ui/TextField.tsx'
import { AddContactDialog, ClientSearchField, CompanyContactsOnDevice } from '../clients/index.ts'
import { createDeal } from './dealCommands.ts'
import { pickableMasterRms } from './pickableRms.ts'
import { beginSave, type SaveAnnouncer } from '../sync/index.ts'

interface AddDealDialogProps {
  profile: Profile
  onClose: () => void
  /** The deal was queued: its (temporary) id, name and stage. */
  /** `announce` tells what became of the create (the success text once the server took it). */
  onCreated: (
    deal: { dealId: number; name: string; stageId: number },
    announce: SaveAnnouncer,
  ) => void
}

const options = (list: readonly { id: number; text: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: item.id, label: item.text }))

function Required({ children }: { children: string }) {
  return (
    <span className="mb-1.5 block text-sm font-medium text-slate-700">
      {children}
      <span className="ml-0.5 text-red-600" aria-hidden="true">
        *
      </span>
    </span>
  )
}

export function AddDealDialog({ profile, onClose, onCreated }: AddDealDialogProps) {
  const defaults = newDealDefaults(profile)
  const [client, setClient] = useState<ClientRow | null>(null)
  const [contactId, setContactId] = useState(0)
  const [dealDate, setDealDate] = useState(() => toWireDate(new Date()))
  const [tribeId, setTribeId] = useState(defaults.tribeId ?? 0)
  const [segmentId, setSegmentId] = useState(defaults.segmentId ?? 0)
  const [branchId, setBranchId] = useState(defaults.branchId ?? 0)
  const [rm, setRm] = useState<MasterRm | null>(null)
  const [picking, setPicking] = useState(false)
  const [addingContact, setAddingContact] = useState(false)
  const [name, setName] = useState('')
  const [probability, setProbability] = useState(10)
  const [picId, setPicId] = useState(0)
  const [saving, setSaving] = useState(false)
  const tribes = useMasterList('tribes')
  const segments = useMasterList('segments')
  const branches = useMasterList('branches')
  const rms = useMasterRms()
  const clientId = client?.id ?? 0
  // A client or contact added here offline is followed to its server id once it syncs.
  const choice = useLiveQuery(
    () => readNewDealContactChoice(db, clientId, contactId),
    [clientId, contactId],
  )
  const contacts = choice?.contacts
  const chosenContactId = choice?.contactId === contactId ? choice.chosenId : contactId

  const stageId = stageForProbability(probability)
  const canSave =
    canSaveNewDeal({ clientId: client?.id ?? null, name, rmId: rm?.userId ?? null, picId }) &&
    tribeId > 0 &&
    segmentId > 0 &&
    branchId > 0

  const save = async () => {
    if (!client || !rm || !canSave) return
    setSaving(true)
    const announce = await beginSave()
    const dealId = await createDeal(
      {
        clientId: client.id,
        contactId: idOrZero(chosenContactId),
        dealDate,
        tribeId,
        segmentId,
        branchId,
        userIdRM: rm.userId,
        name: name.trim(),
        stageId,
        probability,
        picId: idOrZero(picId),
        clientName: client.company,
        rmName: rm.name,
      },
      profile.id,
    )
    onCreated({ dealId, name: name.trim(), stageId }, announce)
  }

  return (
    <DialogFrame
      title="Add deal"
      width={720}
      onClose={onClose}
      onSubmit={() => void save()}
      hooks={{ 'data-testid': 'add-deal-dialog' }}
      after={
        <>
          {client && (
            <AddContactDialog
              open={addingContact}
              onClose={() => setAddingContact(false)}
              clientId={client.id}
              company={client.company}
              onSave={(_contacts, contactIds) => {
                const added = contactIds[0]
                if (added !== undefined) setContactId(added)
              }}
            />
          )}
          {picking && (
            <PersonPickerDialog
              {...RM_PICKER_TEXT}
              testId="rm-picker"
              people={pickableMasterRms(rms ?? [])}
              onClose={() => setPicking(false)}
              onChoose={(chosen) => {
                setRm(chosen.rm)
                setPicking(false)
              }}
            />
          )}
        </>
      }
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Required>Client</Required>
          <ClientSearchField
            chosen={client?.company ?? null}
            onChoose={(next) => {
              setClient(next)
              setContactId(0)
            }}
            onChange={() => {
              setClient(null)
              setContactId(0)
            }}
          />
        </div>
        <div>
          <SelectField
            label="Contact"
            value={chosenContactId}
            allLabel="-"
            options={(contacts ?? []).map((contact) => ({
              value: contact.id,
              label: contact.name,
            }))}
            onChange={setContactId}
          />
          <CompanyContactsOnDevice clientId={clientId} />
          <Button
            variant="ghost"
            className="mt-1 h-7 px-2 text-xs"
            disabled={client === null}
            onClick={() => setAddingContact(true)}
          >
            Add new contact
          </Button>
        </div>
        <DateField label="Deal date" value={dealDate} onChange={setDealDate} />
        <SelectField
          label="Tribe"
          required
          value={tribeId}
          allLabel="-"
          options={options(tribes)}
          onChange={setTribeId}
        />
        <SelectField
          label="Segment"
          required
          value={segmentId}
          allLabel="-"
          options={options(segments)}
          onChange={setSegmentId}
        />
        <SelectField
          label="Branch"
          required
          value={branchId}
          allLabel="-"
          options={options(branches)}
          onChange={setBranchId}
        />
        <div>
          <Required>Relationship manager</Required>
          <div className="flex items-center gap-2">
            <span className="truncate text-sm text-slate-900" data-chosen-rm>
              {rm?.name ?? '-'}
            </span>
            <Button
              type="button"
              variant="secondary"
              className="ml-auto h-8 px-3 text-xs"
              onClick={() => setPicking(true)}
            >
              Select relationship manager
            </Button>
          </div>
        </div>
        <label className="block sm:col-span-2">
          <Required>Deal name</Required>
          <input
            aria-label="Deal name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        </label>
        <div>
          <SelectField
            label="Probability"
            value={probability}
            allLabel="-"
            options={PROBABILITY_LEVELS.map((level) => ({
              value: level.value,
              label: probabilityOptionText(level),
            }))}
            onChange={(value) => setProbability(value || 10)}
          />
          <p className="mt-1 text-xs text-slate-500" data-new-deal-stage>
            Stage: {stageName(stageId)}
          </p>
        </div>
        <SelectField
          label="Person in charge"
          required
          value={picId}
          allLabel="-"
          options={(rms ?? []).map((person) => ({ value: person.userId, label: person.name }))}
          onChange={setPicId}
        />
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave || saving}>
          Save
        </Button>
      </div>
    </DialogFrame>
  )
}
