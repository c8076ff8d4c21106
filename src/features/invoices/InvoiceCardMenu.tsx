/**
 * An invoice card's actions (core-spec "Invoice screens", section 4): 'Invoiced' opens the
 * to-invoice form, 'Detail invoice' the invoice's detail, and on Invoiced role 1 may move it back
 * to To be invoiced after confirming. Which of them a person gets is invoiceCardActions'.
 */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useNavigate } from '@tanstack/react-router'
import { INVOICE_MOVE_BACK_CONFIRM, SUCCESS } from '../../domain/messages.ts'
import { INVOICE_CARD_ACTION_LABEL, type InvoiceCardAction } from '../../domain/permissions.ts'
import type { InvoiceTabName } from './invoicesSearch.ts'
import { showConfirm } from '../../ui/dialogs/dialogStore.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { moveInvoiceBack } from './invoiceCommands.ts'
import { beginSave } from '../sync/index.ts'

interface InvoiceCardMenuProps {
  invoiceId: number
  name: string
  tab: InvoiceTabName
  actions: readonly InvoiceCardAction[]
}

export function InvoiceCardMenu({ invoiceId, name, tab, actions }: InvoiceCardMenuProps) {
  const navigate = useNavigate()
  const userId = useSession()?.profile.id ?? 0
  const run = async (action: InvoiceCardAction) => {
    if (action === 'moveBack') {
      const sure = await showConfirm({ ...INVOICE_MOVE_BACK_CONFIRM, text: name })
      if (!sure) return
      const announce = await beginSave()
      await moveInvoiceBack(invoiceId, userId)
      await navigate({ to: '/invoices', search: { tab: 'tobe', focus: invoiceId } })
      await announce({ icon: 'success', title: SUCCESS.invoiceMovedBack, button: 'Close' })
      return
    }
    const form = action === 'invoiced' ? 'toinvoice' : 'detail'
    await navigate({ to: '/invoices', search: { tab, form, invoice: invoiceId } })
  }
  return (
    <Menu>
      <MenuButton
        aria-label="Invoice actions"
        title="Invoice actions"
        className="rounded-md px-1.5 text-base leading-5 font-bold text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        ⋯
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 min-w-40 rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {actions.map((action) => (
          <MenuItem key={action}>
            <button
              type="button"
              onClick={() => void run(action)}
              className="block w-full px-3 py-1.5 text-left text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900"
            >
              {INVOICE_CARD_ACTION_LABEL[action]}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
