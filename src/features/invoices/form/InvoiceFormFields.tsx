/**
 * The invoice form's fields (core-spec "Invoice screens", sections 4, 5 and 9): Client, Deal name
 * (a Won deal of the client, or an invoice without a deal named here), Period, Value (IDR),
 * Receiver client, Branch, Person in charge, Remark, File, and the tribe and RM shares. Locked
 * (detail and see) disables every field; a fixed deal (an existing invoice, Add To Be Invoice)
 * keeps the client and the deal. 'Add new company' and 'Add new contact' show only when adding;
 * the latter once a client is chosen.
 */
import type { ReactNode } from 'react'
import type { IdText } from '../../../contract/common.ts'
import type { MasterRm } from '../../../contract/master.ts'
import { REMARK_MAX } from '../../../domain/textLimits.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/SelectField.tsx'
import { inputClass, TextField } from '../../../ui/TextField.tsx'
import { ClientSearchField } from '../../clients/index.ts'
import { fileBase64 } from '../../../domain/base64.ts'
import { invoiceDateOf, periodMonth, ProposalFileField } from '../../proposals/index.ts'
import {
  draftValue,
  withAmount,
  withClient,
  withShareMode,
  type InvoiceDraft,
} from './invoiceDraft.ts'
import { InvoiceShares } from './InvoiceShares.tsx'
import type { InvoiceFormOptions } from './useInvoiceFormOptions.ts'

/** The Deal name choice of an invoice without a deal. */
const NO_DEAL = -1

export interface InvoiceFieldRules {
  /** Every field disabled (detail_invoice, see_invoice). */
  locked: boolean
  /** The client and the deal cannot change (an existing invoice, Add To Be Invoice). */
  fixedDeal: boolean
  /** add_invoice or Add To Be Invoice: the Add new company and Add new contact links. */
  adding: boolean
}

export interface InvoiceMaster {
  tribes: readonly IdText[]
  branches: readonly IdText[]
  rms: readonly MasterRm[]
}

interface InvoiceFormFieldsProps {
  draft: InvoiceDraft
  rules: InvoiceFieldRules
  options: InvoiceFormOptions
  master: InvoiceMaster
  fileError: string | null
  onChange: (draft: InvoiceDraft) => void
  onFileError: (message: string | null) => void
  onAddCompany: () => void
  onAddContact: () => void
  /** The stored file's View button, when there is one. */
  viewFile: ReactNode
}

export function InvoiceFormFields(props: InvoiceFormFieldsProps) {
  const { draft, rules, options, master, onChange } = props
  const set = <K extends keyof InvoiceDraft>(key: K, value: InvoiceDraft[K]) =>
    onChange({ ...draft, [key]: value })
  const { locked } = rules
  const rmOptions = master.rms.map((rm) => ({ id: rm.userId, text: rm.name }))
  const dealChoice = draft.noDeal ? NO_DEAL : (draft.deal?.id ?? 0)
  const dealOptions = withChosen(options.deals, draft.deal)
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="space-y-4">
        <div>
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Client</span>
          <ClientSearchField
            chosen={draft.client?.text ?? null}
            chosenHooks={{ 'data-invoice-client': true }}
            onChoose={(client) =>
              onChange(withClient(draft, { id: client.id, text: client.company }))
            }
            {...(!locked && !rules.fixedDeal
              ? { onChange: () => onChange(withClient(draft, null)) }
              : {})}
          />
          {rules.adding && (
            <div className="mt-2 flex flex-wrap gap-2">
              {!rules.fixedDeal && (
                <Button variant="secondary" className="h-8!" onClick={props.onAddCompany}>
                  Add new company
                </Button>
              )}
              <Button
                variant="secondary"
                className="h-8!"
                disabled={draft.client === null}
                onClick={props.onAddContact}
              >
                Add new contact
              </Button>
            </div>
          )}
        </div>
        {rules.fixedDeal || locked ? (
          <TextField
            label="Deal name"
            value={draft.noDeal ? draft.dealName : (draft.deal?.text ?? '')}
            disabled
          />
        ) : (
          <>
            <SelectField
              label="Deal name"
              value={dealChoice}
              allLabel={draft.client ? 'Choose deal' : 'Choose a client first'}
              disabled={draft.client === null}
              options={[
                ...dealOptions.map((deal) => ({ value: deal.id, label: deal.text })),
                { value: NO_DEAL, label: 'Without deal' },
              ]}
              onChange={(value) =>
                onChange({
                  ...draft,
                  noDeal: value === NO_DEAL,
                  deal: dealOptions.find((deal) => deal.id === value) ?? null,
                })
              }
            />
            {draft.noDeal && (
              <TextField
                label="Name of the invoice"
                value={draft.dealName}
                maxLength={REMARK_MAX}
                onChange={(event) => set('dealName', event.target.value)}
              />
            )}
          </>
        )}
        <TextField
          label="Period"
          type="month"
          value={periodMonth(draft.invoiceDate)}
          disabled={locked}
          onChange={(event) =>
            set('invoiceDate', invoiceDateOf(event.target.value, draft.invoiceDate))
          }
        />
        <TextField
          label="Value (IDR)"
          inputMode="decimal"
          value={draft.amount}
          disabled={locked}
          onChange={(event) => onChange(withAmount(draft, event.target.value))}
        />
        <SelectField
          label="Receiver client"
          value={draft.contact?.id ?? 0}
          allLabel="Choose contact"
          disabled={locked || draft.client === null}
          options={withChosen(options.contacts, draft.contact).map((contact) => ({
            value: contact.id,
            label: contact.text,
          }))}
          onChange={(value) =>
            set(
              'contact',
              withChosen(options.contacts, draft.contact).find((c) => c.id === value) ?? null,
            )
          }
        />
      </div>
      <div className="space-y-4">
        <SelectField
          label="Branch"
          value={draft.branchId}
          allLabel="Choose branch"
          disabled={locked}
          options={master.branches.map((branch) => ({ value: branch.id, label: branch.text }))}
          onChange={(value) => set('branchId', value)}
        />
        <SelectField
          label="Person in charge"
          value={draft.picId}
          allLabel="Choose person in charge"
          disabled={locked}
          options={rmOptions.map((rm) => ({ value: rm.id, label: rm.text }))}
          onChange={(value) => set('picId', value)}
        />
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Remark</span>
          <textarea
            className={`${inputClass} h-20 py-2`}
            value={draft.remarks}
            maxLength={REMARK_MAX}
            disabled={locked}
            onChange={(event) => set('remarks', event.target.value)}
          />
        </label>
        <ProposalFileField
          storedName={draft.file?.filename ?? draft.storedFilename}
          chosen={null}
          error={props.fileError}
          disabled={locked}
          inputLabel="Invoice file"
          trailing={props.viewFile}
          onRefused={props.onFileError}
          onChosen={(file) => {
            props.onFileError(null)
            void fileBase64(file).then((base64) =>
              onChange({ ...draft, file: { filename: file.name, fileBase64: base64 } }),
            )
          }}
        />
      </div>
      <InvoiceShares
        list="tribes"
        rows={draft.tribes}
        options={master.tribes}
        value={draftValue(draft)}
        readOnly={locked}
        onRowsChange={(rows) => set('tribes', rows)}
        onModeChange={(usePercent) => onChange(withShareMode(draft, 'tribes', usePercent))}
      />
      <InvoiceShares
        list="rms"
        rows={draft.rms}
        options={rmOptions}
        value={draftValue(draft)}
        readOnly={locked}
        onRowsChange={(rows) => set('rms', rows)}
        onModeChange={(usePercent) => onChange(withShareMode(draft, 'rms', usePercent))}
      />
    </div>
  )
}

/** The options, with the chosen one kept even when the options do not list it (yet). */
function withChosen(options: readonly IdText[], chosen: IdText | null): readonly IdText[] {
  if (!chosen || options.some((option) => option.id === chosen.id)) return options
  return [chosen, ...options]
}
