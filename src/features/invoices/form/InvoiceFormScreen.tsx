/**
 * The invoice page's form tab (core-spec "Invoice screens"): add_invoice, Add To Be Invoice of a
 * Won deal, detail_invoice (Edit switches to edit_invoice), see_invoice and the to-invoice form of
 * the 'Invoiced' action. Back returns to the list; Save queues the change locally and shows the
 * invoice in its tab at once, online or offline. 'Add new company' opens the client form in place
 * (the draft is kept) and comes back with the new company chosen.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Profile } from '../../../contract/auth.ts'
import type { IdText } from '../../../contract/common.ts'
import { canActOnDeal } from '../../../domain/permissions.ts'
import type { InvoicesSearch, InvoiceTabName } from '../invoicesSearch.ts'
import { useMasterList, useMasterRms } from '../../../entities/master/useMasterData.ts'
import { Button } from '../../../ui/Button.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'
import { AddContactDialog, ClientForm, useEntityStates } from '../../clients/index.ts'
import { useActor } from '../../pipeline/index.ts'
import { SyncMark } from '../../../app/sync/SyncMark.tsx'
import { useEntityOps } from '../../sync/index.ts'
import { draftForDeal, draftOfInvoice, emptyDraft, type InvoiceDraft } from './invoiceDraft.ts'
import { InvoiceFormFields, type InvoiceMaster } from './InvoiceFormFields.tsx'
import { fieldRules, openingMode, type InvoiceFormMode } from './invoiceFormMode.ts'
import { InvoiceFormActions } from './InvoiceFormActions.tsx'
import { InvoiceFileView } from './InvoiceFileView.tsx'
import { useInvoiceFormOptions } from './useInvoiceFormOptions.ts'
import { useInvoiceFormSource, type InvoiceFormSource } from './useInvoiceFormSource.ts'

interface InvoiceFormScreenProps {
  profile: Profile
  search: InvoicesSearch
}

export function InvoiceFormScreen({ profile, search }: InvoiceFormScreenProps) {
  const navigate = useNavigate()
  const source = useInvoiceFormSource(search)
  const tab: InvoiceTabName = search.tab ?? 'tobe'
  const back = () => void navigate({ to: '/invoices', search: { tab } })
  if (source === undefined) {
    return (
      <p className="flex items-center gap-2 p-6 text-sm text-slate-600" role="status">
        <Spinner className="size-4" /> Loading the invoice…
      </p>
    )
  }
  if (source.kind === 'missing') {
    return (
      <div className="space-y-3 p-6" role="alert">
        <p className="text-sm text-slate-700">
          {source.what === 'invoice'
            ? 'This invoice is not on this device. It may have been deleted, or it is in a list this device has not loaded.'
            : 'This deal is not on this device yet. Open it from the pipeline once online.'}
        </p>
        <Button variant="secondary" onClick={back}>
          Back
        </Button>
      </div>
    )
  }
  return (
    <InvoiceFormPage
      // Another form or deal starts a new draft; the invoice's server id replacing its temp id
      // keeps the draft.
      key={`${search.form}:${search.deal ?? ''}`}
      profile={profile}
      source={source}
      kind={search.form ?? 'add'}
      tab={tab}
      onBack={back}
    />
  )
}

function initialDraft(source: Exclude<InvoiceFormSource, { kind: 'missing' }>): InvoiceDraft {
  if (source.kind === 'invoice') return draftOfInvoice(source.invoice)
  if (source.kind === 'deal') return draftForDeal(source.deal, new Date())
  return emptyDraft(new Date())
}

interface InvoiceFormPageProps {
  profile: Profile
  source: Exclude<InvoiceFormSource, { kind: 'missing' }>
  kind: NonNullable<InvoicesSearch['form']>
  tab: InvoiceTabName
  onBack: () => void
}

function InvoiceFormPage({ profile, source, kind, tab, onBack }: InvoiceFormPageProps) {
  const actor = useActor(profile)
  const invoice = source.kind === 'invoice' ? source.invoice : null
  const mayAct = invoice ? canActOnDeal(actor, invoice) : true
  const [mode, setMode] = useState<InvoiceFormMode>(() => openingMode(kind, mayAct))
  const [draft, setDraft] = useState(() => initialDraft(source))
  const [fileError, setFileError] = useState<string | null>(null)
  const [inner, setInner] = useState<'form' | 'client' | 'contact'>('form')
  const rules = fieldRules(mode)
  const options = useInvoiceFormOptions(draft.client?.id ?? null, !rules.fixedDeal)
  const master: InvoiceMaster = {
    tribes: useMasterList('tribes') ?? [],
    branches: useMasterList('branches') ?? [],
    rms: useMasterRms() ?? [],
  }
  // A locked form shows the invoice as stored now; Edit starts from it.
  const shown = rules.locked && invoice ? draftOfInvoice(invoice) : draft
  if (inner === 'client') {
    return (
      <NewCompanyTab
        onBack={() => setInner('form')}
        onSaved={(client) => {
          setDraft((current) => ({ ...current, client, deal: null, contact: null }))
          setInner('form')
        }}
      />
    )
  }
  return (
    <form
      data-invoice-form={mode}
      aria-labelledby="invoice-form-title"
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      onSubmit={(event) => event.preventDefault()}
    >
      <InvoiceFormActions
        mode={mode}
        draft={shown}
        invoice={invoice}
        master={master}
        profile={profile}
        tab={tab}
        onBack={onBack}
        onEdit={() => {
          setDraft(shown)
          setMode('edit_invoice')
        }}
        syncMark={
          invoice && <InvoiceSyncMark invoiceId={invoice.invoiceId} name={invoice.dealName} />
        }
      />
      <InvoiceFormFields
        draft={shown}
        rules={rules}
        options={options}
        master={master}
        fileError={fileError}
        onChange={setDraft}
        onFileError={setFileError}
        onAddCompany={() => setInner('client')}
        onAddContact={() => setInner('contact')}
        viewFile={
          invoice &&
          shown.file === null &&
          shown.storedFilename !== '' && (
            <InvoiceFileView invoiceId={invoice.invoiceId} userId={profile.id} />
          )
        }
      />
      {draft.client && (
        <AddContactDialog
          open={inner === 'contact'}
          onClose={() => setInner('form')}
          clientId={draft.client.id}
          company={draft.client.text}
          onSave={(contacts, ids) => {
            const [first] = contacts
            const id = ids[0]
            if (first && id !== undefined) {
              setDraft((current) => ({ ...current, contact: { id, text: first.name } }))
            }
            setInner('form')
          }}
        />
      )}
    </form>
  )
}

/** 'Add new company': the client form in place of the invoice form, which keeps its draft. */
function NewCompanyTab({
  onBack,
  onSaved,
}: {
  onBack: () => void
  onSaved: (client: IdText) => void
}) {
  const states = useEntityStates()
  return (
    <ClientForm
      mode="add_client"
      clientId={null}
      states={states}
      onModeChange={() => undefined}
      onBack={onBack}
      onSaved={(saved) => onSaved({ id: saved.clientId, text: saved.company })}
      onDeleted={onBack}
    />
  )
}

function InvoiceSyncMark({ invoiceId, name }: { invoiceId: number; name: string }) {
  const entity = useEntityOps('invoices', invoiceId)
  return (
    <SyncMark
      sync={entity?.state ?? 'synced'}
      ops={entity?.ops ?? []}
      title={name}
      stateAttribute="data-invoice-sync"
    />
  )
}
