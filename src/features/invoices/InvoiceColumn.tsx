/**
 * One month column of invoices: its month, the value and count of its invoices, and the cards by
 * invoice date (windowed), or 'No invoices'. Stable hooks: `data-month-column` (1..5),
 * `data-year-month` (YYYYMM).
 */
import { memo, useCallback } from 'react'
import { CARD_GAP } from '../pipeline/CardFace.tsx'
import { ColumnFrame } from '../pipeline/ColumnFrame.tsx'
import { monthTitle, type InvoiceColumnModel } from './invoiceBoardModel.ts'
import { toInvoiceCardView } from './invoiceCardView.ts'
import { INVOICE_CARD_HEIGHT, InvoiceCard } from './InvoiceCard.tsx'

const ROW_HEIGHT = INVOICE_CARD_HEIGHT + CARD_GAP

/** Nothing is dropped on an invoice column yet. */
const NOT_A_DROP_TARGET = () => undefined

function InvoiceColumnView({ model, listId }: { model: InvoiceColumnModel; listId: string }) {
  const { column, invoices, total } = model
  const renderRow = useCallback(
    (index: number) => {
      const invoice = invoices[index]!
      return (
        <div key={invoice.invoiceId} style={{ height: ROW_HEIGHT, paddingBottom: CARD_GAP }}>
          <InvoiceCard view={toInvoiceCardView(invoice)} />
        </div>
      )
    },
    [invoices],
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
      hooks={{
        'data-month-column': column.stage,
        'data-year-month': column.year * 100 + column.month,
      }}
    />
  )
}

export const InvoiceColumn = memo(InvoiceColumnView)
