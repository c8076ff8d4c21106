/**
 * One month column of invoices: its month, the value and count of its invoices, and the cards by
 * invoice date (windowed), or 'No invoices'. Stable hooks: `data-month-column` (1..5),
 * `data-year-month` (YYYYMM).
 */
import { monthColumnHooks, monthTitle } from '../../domain/dates.ts'
import { memo, useCallback } from 'react'
import { invoiceCardActions, type Actor } from '../../domain/permissions.ts'
import type { InvoiceTabName } from './invoicesSearch.ts'
import { CARD_GAP, ColumnFrame } from '../pipeline/index.ts'
import { type InvoiceColumnModel } from './invoiceBoardModel.ts'
import { toInvoiceCardView } from './invoiceCardView.ts'
import { INVOICE_CARD_HEIGHT, InvoiceCard } from './InvoiceCard.tsx'

const ROW_HEIGHT = INVOICE_CARD_HEIGHT + CARD_GAP

/** Nothing is dropped on an invoice column yet. */
const NOT_A_DROP_TARGET = () => undefined

interface InvoiceColumnProps {
  model: InvoiceColumnModel
  listId: string
  tab: InvoiceTabName
  actor: Actor
  focus: number | null
}

function InvoiceColumnView({ model, listId, tab, actor, focus }: InvoiceColumnProps) {
  const { column, invoices, total } = model
  const focusIndex =
    focus === null ? -1 : invoices.findIndex((invoice) => invoice.invoiceId === focus)
  const renderRow = useCallback(
    (index: number) => {
      const invoice = invoices[index]!
      const actions = invoiceCardActions(actor, invoice, tab)
      return (
        <div key={invoice.invoiceId} style={{ height: ROW_HEIGHT, paddingBottom: CARD_GAP }}>
          <InvoiceCard
            view={toInvoiceCardView(invoice)}
            tab={tab}
            actions={actions.join(',')}
            focused={invoice.invoiceId === focus}
          />
        </div>
      )
    },
    [invoices, actor, tab, focus],
  )
  return (
    <ColumnFrame
      dropRef={NOT_A_DROP_TARGET}
      isOver={false}
      headingId={`${listId}-month-${column.stage}-title`}
      name={monthTitle(column)}
      total={total}
      count={invoices.length}
      noun="invoices"
      rowHeight={ROW_HEIGHT}
      renderRow={renderRow}
      scrollToIndex={focusIndex}
      hooks={monthColumnHooks(column)}
    />
  )
}

export const InvoiceColumn = memo(InvoiceColumnView)
