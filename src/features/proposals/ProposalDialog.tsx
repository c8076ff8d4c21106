/**
 * The Proposal dialog (550 px): add_proposal, edit_proposal, or see_proposal (read-only, Save
 * hidden). Deal type, Send by, Delivery date, Receiver client, the file, Proposal value (IDR) and
 * the invoice periods; Save only once Send by is chosen and at least one invoice period exists.
 */
import type { IdText } from '../../contract/common.ts'
import { useState } from 'react'
import type { DealProposal } from '../../contract/deals.ts'
import type { ProposalInvoiceLine } from '../../contract/proposals.ts'
import { formatTypedMoney } from '../../domain/money.ts'
import { SUCCESS } from '../../domain/messages.ts'
import {
  canSaveProposal,
  proposalFieldsDisabled,
  proposalSaveVisible,
  type ProposalMode,
} from '../../domain/proposals.ts'
import { db } from '../../entities/db.ts'
import type { ProposalRecord } from '../../entities/proposals/proposalRows.ts'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'
import { Button } from '../../ui/Button.tsx'
import { DateField } from '../../ui/DateField.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { InvoicePeriodDialog } from './InvoicePeriodDialog.tsx'
import { InvoicePeriodTable } from './InvoicePeriodTable.tsx'
import { saveProposal } from './proposalCommands.ts'
import { draftFromProposal, proposalFormFields, type ProposalDraft } from './proposalDraft.ts'
import { ProposalFileField } from './ProposalFileField.tsx'
import { ReceiverContactsField } from './ReceiverContactsField.tsx'
import { beginSave } from '../sync/index.ts'

export const PROPOSAL_DIALOG_WIDTH = 550

const TITLES: Readonly<Record<ProposalMode, string>> = {
  add_proposal: 'Upload Proposal',
  edit_proposal: 'Edit Proposal',
  see_proposal: 'Proposal',
}

interface ProposalDialogProps {
  mode: ProposalMode
  dealId: number
  clientId: number
  /** The contacts the deal names (dealContacts). */
  knownContacts: readonly IdText[]
  /** What the dialog shows (edit and see); null to add one. */
  proposal: DealProposal | null
  /** The row an edit stands on (its version is the If-Match); null to add one. */
  editing: ProposalRecord | null
  userId: number
  onClose: () => void
}

/** The period being added (null) or edited (its index); undefined when none is open. */
type PeriodEdit = { index: number | null } | undefined

export function ProposalDialog(props: ProposalDialogProps) {
  const { mode, dealId, clientId, knownContacts, proposal, editing, userId, onClose } = props
  const [draft, setDraft] = useState<ProposalDraft>(() => draftFromProposal(proposal, new Date()))
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [periodEdit, setPeriodEdit] = useState<PeriodEdit>(undefined)
  const [saving, setSaving] = useState(false)
  const types = useMasterList('proposalTypes')
  const rms = useMasterRms()
  const readOnly = proposalFieldsDisabled(mode)
  const change = (fields: Partial<ProposalDraft>) => setDraft((now) => ({ ...now, ...fields }))
  const typeText = types?.find((type) => type.id === draft.typeId)?.text ?? ''

  const savePeriod = (period: ProposalInvoiceLine) => {
    const index = periodEdit?.index ?? null
    change({
      invoices:
        index === null
          ? [...draft.invoices, period]
          : draft.invoices.map((each, at) => (at === index ? period : each)),
    })
    setPeriodEdit(undefined)
  }

  const save = async () => {
    setSaving(true)
    const announce = await beginSave()
    const outcome = await saveProposal(
      db,
      { dealId, editing, fields: proposalFormFields(draft, typeText), file },
      userId,
    )
    if (!outcome.queued) {
      setFileError(outcome.message)
      setSaving(false)
      return
    }
    onClose()
    await announce({ icon: 'success', title: SUCCESS.proposalUploaded, button: 'Close' })
  }

  return (
    <DialogFrame
      title={TITLES[mode]}
      width={PROPOSAL_DIALOG_WIDTH}
      onClose={onClose}
      hooks={{ 'data-proposal-dialog': mode }}
      after={
        periodEdit && (
          <InvoicePeriodDialog
            period={periodEdit.index === null ? null : (draft.invoices[periodEdit.index] ?? null)}
            onSave={savePeriod}
            onClose={() => setPeriodEdit(undefined)}
          />
        )
      }
    >
      <div className="mt-4 grid grid-cols-2 gap-4">
        <SelectField
          label="Deal type"
          value={draft.typeId}
          options={(types ?? []).map((type) => ({ value: type.id, label: type.text }))}
          disabled={readOnly}
          onChange={(typeId) => change({ typeId })}
        />
        <SelectField
          label="Send by"
          required
          allLabel="Choose Send by"
          value={draft.sentById}
          options={(rms ?? []).map((rm) => ({ value: rm.userId, label: rm.name }))}
          disabled={readOnly}
          onChange={(sentById) => change({ sentById })}
        />
        <DateField
          label="Delivery date"
          value={draft.sentDate}
          disabled={readOnly}
          onChange={(sentDate) => change({ sentDate })}
        />
        <TextField
          label="Proposal value (IDR)"
          inputMode="decimal"
          placeholder="0"
          value={draft.proposalValue}
          disabled={readOnly}
          onChange={(event) => change({ proposalValue: formatTypedMoney(event.target.value) })}
        />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <ReceiverContactsField
          clientId={clientId}
          known={knownContacts}
          selected={draft.contactIds}
          disabled={readOnly}
          onChange={(contactIds) => change({ contactIds })}
        />
        <ProposalFileField
          storedName={proposal?.filename ?? ''}
          chosen={file}
          error={fileError}
          disabled={readOnly}
          onChosen={(chosen) => {
            setFile(chosen)
            setFileError(null)
          }}
          onRefused={setFileError}
        />
        <InvoicePeriodTable
          periods={draft.invoices}
          editable={!readOnly}
          onAdd={() => setPeriodEdit({ index: null })}
          onEdit={(index) => setPeriodEdit({ index })}
          onDelete={(index) =>
            change({ invoices: draft.invoices.filter((_period, at) => at !== index) })
          }
        />
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {proposalSaveVisible(mode) && (
          <Button onClick={() => void save()} loading={saving} disabled={!canSaveProposal(draft)}>
            Save
          </Button>
        )}
      </div>
    </DialogFrame>
  )
}
