/**
 * One tab of the Invoice screen: the unfiltered list of the briefcase, read only from IndexedDB,
 * with "as of" when it may be out of date, a placeholder before the first fill, the five month
 * columns and the footer total.
 */
import { useMemo } from 'react'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { useBriefcaseArea } from '../briefcase/useBriefcase.ts'
import { AsOfNote } from '../pipeline/AsOfNote.tsx'
import { placeholderKind } from '../pipeline/BoardPlaceholder.tsx'
import { useOffline } from '../sync/useSyncEngineStatus.ts'
import { defaultInvoiceMonths, monthTitle } from './invoiceBoardModel.ts'
import { INVOICE_AREA_ID, unfilteredInvoiceList, type InvoiceListTab } from './invoiceLists.ts'
import { InvoiceColumn } from './InvoiceColumn.tsx'
import { InvoicePlaceholder } from './InvoicePlaceholder.tsx'
import { useInvoiceBoard } from './useInvoiceBoard.ts'

export function InvoiceListPanel({ tab }: { tab: InvoiceListTab }) {
  const filter = useMemo(() => unfilteredInvoiceList(tab.flag), [tab.flag])
  const data = useInvoiceBoard(filter)
  const pull = useBriefcaseArea(INVOICE_AREA_ID)
  const offline = useOffline()
  const placeholder = placeholderKind(data, offline, pull.failed)
  const listId = `invoices-${tab.flag}`
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" data-invoice-list={tab.flag}>
      <div className="flex min-h-7 items-center justify-end">
        <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
      </div>
      {placeholder || !data ? (
        <InvoicePlaceholder
          kind={placeholder ?? 'loading'}
          monthNames={defaultInvoiceMonths(tab.flag, new Date()).map(monthTitle)}
          onRetry={pull.refresh}
        />
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-5 gap-3">
          {data.board.columns.map((model) => (
            <InvoiceColumn key={model.column.stage} model={model} listId={listId} />
          ))}
        </div>
      )}
      <p className="text-right text-sm text-slate-600 tabular-nums">
        Total{' '}
        <span className="font-semibold text-slate-900" data-testid="invoice-total">
          {withIdrSymbol(formatTotalAmount(data?.board.total ?? 0))}
        </span>
      </p>
    </div>
  )
}
