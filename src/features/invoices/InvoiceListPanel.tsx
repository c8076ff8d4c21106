/**
 * One tab of the Invoice screen: the Filter (shared by both tabs, kept per user), Export To Excel
 * of what the tab shows, "as of" when the list may be out of date, a placeholder before the list
 * is on the device, the five month columns (or a note when nothing is in them) and the footer
 * total. The default filter's list is the briefcase's; another filter's is pulled while shown.
 * Everything is read from IndexedDB, so a list once loaded opens and exports offline.
 */
import { monthTitle } from '../../domain/dates.ts'
import { useEffect, useMemo, useState } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { Actor } from '../../domain/permissions.ts'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import type { InvoiceRow } from '../../entities/invoices/invoiceRows.ts'
import { DownloadIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { BoardPlaceholder, placeholderKind, FilterControls } from '../pipeline/index.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { exportInvoices } from './invoiceExport.ts'
import { invoiceListMonths, invoiceListOf, isDefaultInvoiceFilter } from './invoiceFilter.ts'
import type { InvoiceListTab } from '../../entities/invoices/invoiceLists.ts'
import { InvoiceColumn } from './InvoiceColumn.tsx'
import { useInvoiceBoard } from './useInvoiceBoard.ts'
import { useInvoiceListPull } from './useInvoiceListPull.ts'

interface InvoiceListPanelProps {
  tab: InvoiceListTab
  filter: PipelineFilter
  onFilterChange: (filter: PipelineFilter) => void
  actor: Actor
  focus: number | null
  /** Called once the board is on screen (the list was read). */
  onBoardShown?: () => void
}

export function InvoiceListPanel(props: InvoiceListPanelProps) {
  const { tab, filter, onFilterChange, actor, focus } = props
  const { from, to, tribe, segment, rm } = filter
  const list = useMemo(
    () => invoiceListOf({ from, to, tribe, segment, rm, probabilities: [] }, tab.flag),
    [from, to, tribe, segment, rm, tab.flag],
  )
  const data = useInvoiceBoard(list)
  const { onBoardShown } = props
  const read = data !== undefined
  useEffect(() => {
    if (read) onBoardShown?.()
  }, [read, onBoardShown])
  const pull = useInvoiceListPull(list)
  const offline = useOffline()
  const placeholder = placeholderKind(data, offline, pull.failed)
  const listId = `invoices-${tab.flag}`
  const filtered = !isDefaultInvoiceFilter(filter)
  const shown = useMemo(
    () => data?.board.columns.flatMap((column) => column.invoices) ?? [],
    [data],
  )
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" data-invoice-list={tab.flag}>
      <div className="flex min-h-10 flex-wrap items-center gap-3">
        <FilterControls hideProbability filter={filter} onChange={onFilterChange} />
        <ExportButton tab={tab} invoices={data ? shown : undefined} />
        <div className="ml-auto">
          <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
        </div>
      </div>
      {placeholder || !data ? (
        <BoardPlaceholder
          kind={placeholder ?? 'loading'}
          columnNames={invoiceListMonths(list, new Date()).map(monthTitle)}
          onRetry={pull.refresh}
          noun="invoices"
        />
      ) : (
        <>
          {data.board.count === 0 && (
            <p
              className="rounded-xl bg-white px-4 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200"
              role="status"
              data-testid="invoice-empty"
            >
              {filtered
                ? `No ${tab.label} invoices match this filter in these months.`
                : `No ${tab.label} invoices in these months.`}
            </p>
          )}
          <div className="grid min-h-0 flex-1 grid-cols-5 gap-3">
            {data.board.columns.map((model) => (
              <InvoiceColumn
                key={model.column.stage}
                model={model}
                listId={listId}
                tab={tab.name}
                actor={actor}
                focus={focus}
              />
            ))}
          </div>
        </>
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

interface ExportButtonProps {
  tab: InvoiceListTab
  /** What the tab shows; undefined while its list is not on the device. */
  invoices: readonly InvoiceRow[] | undefined
}

function ExportButton({ tab, invoices }: ExportButtonProps) {
  const [exporting, setExporting] = useState(false)
  const [failed, setFailed] = useState(false)
  const empty = !invoices || invoices.length === 0
  const run = async () => {
    if (!invoices) return
    setExporting(true)
    setFailed(false)
    try {
      await exportInvoices(invoices, tab.flag)
    } catch {
      setFailed(true)
    } finally {
      setExporting(false)
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        className="h-8! px-3!"
        onClick={() => void run()}
        loading={exporting}
        disabled={empty}
        title={
          !invoices
            ? 'The list is not on this device yet'
            : empty
              ? 'No invoices to export'
              : undefined
        }
      >
        <DownloadIcon className="size-4" />
        Export To Excel
      </Button>
      {failed && (
        <span role="alert" className="text-xs font-medium text-red-700">
          The file could not be made. Try again.
        </span>
      )}
    </>
  )
}
