/**
 * The invoice form's deal and receiver-contact options for the chosen client. Contacts are the
 * client's contacts on this device. Deals are its Won deals: those this device knows (its
 * invoices' deals, deals won here), joined while online by the client's deals call
 * (GET /Pipeline/deal/{clientId}/2), so the form also works offline.
 */
import { useLiveQuery } from '../../../store/liveQuery.ts'
import { useEffect, useState } from 'react'
import type { IdText } from '../../../contract/common.ts'
import {
  INVOICE_FORM_DEAL_STATE,
  INVOICE_FORM_ROUTES,
  type ClientDealsAndContacts,
} from '../../../contract/invoiceForms.ts'
import { pathOf } from '../../../contract/route.ts'
import { db } from '../../../entities/db.ts'
import { readInvoiceFormLocalOptions } from '../../../entities/invoices/invoiceFormOptionReads.ts'
import { isOnServer } from '../../../entities/rowIds.ts'
import { useOnline } from '../../../ui/useOnline.ts'
import { apiClient } from '../../../app/apiClient.ts'

const NONE: readonly IdText[] = []

const byText = (a: IdText, b: IdText): number => a.text.localeCompare(b.text) || a.id - b.id

/** Each id once (the first name seen), by name. */
export function mergeOptions(...lists: readonly (readonly IdText[])[]): IdText[] {
  const seen = new Map<number, IdText>()
  for (const option of lists.flat()) {
    if (option.id > 0 && option.text !== '' && !seen.has(option.id)) seen.set(option.id, option)
  }
  return [...seen.values()].sort(byText)
}

export interface InvoiceFormOptions {
  deals: readonly IdText[]
  contacts: readonly IdText[]
}

/**
 * `wantDeals`: the deal can still be chosen (add_invoice); otherwise the deals are neither read
 * nor fetched (reading them scans the device's deals).
 */
export function useInvoiceFormOptions(
  clientId: number | null,
  wantDeals: boolean,
): InvoiceFormOptions {
  const online = useOnline()
  const [remote, setRemote] = useState<{ clientId: number; answer: ClientDealsAndContacts }>()
  const local = useLiveQuery(
    () => (clientId === null ? null : readInvoiceFormLocalOptions(db, clientId, wantDeals)),
    [clientId, wantDeals],
  )
  useEffect(() => {
    // A client created offline is not on the server until its create settles.
    if (clientId === null || !isOnServer(clientId) || !online || !wantDeals) return
    let live = true
    const path = pathOf(INVOICE_FORM_ROUTES.clientDeals, {
      clientId,
      state: INVOICE_FORM_DEAL_STATE,
    })
    apiClient
      .request<ClientDealsAndContacts>(path)
      .then((answer) => live && setRemote({ clientId, answer }))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [clientId, online, wantDeals])
  const fetched = remote?.clientId === clientId ? remote.answer : null
  return {
    deals: mergeOptions(local?.deals ?? NONE, fetched?.deals ?? NONE),
    contacts: mergeOptions(local?.contacts ?? NONE, fetched?.contacts ?? NONE),
  }
}
