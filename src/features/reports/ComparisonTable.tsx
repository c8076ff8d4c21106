/**
 * A summary card's table: one row per unit item with its three amounts under the answer's
 * headers and the percent change between each pair, then the totals row. Percentages and totals
 * are computed here from the amounts, as the spec asks of clients.
 */
import type { ReportTable } from '../../contract/reports.ts'
import { formatIdr } from '../../domain/money.ts'
import { amountColumnWidth, reportRow, reportTotals } from '../../domain/reports.ts'
import { PercentChange } from './PercentChange.tsx'

interface ComparisonTableProps {
  table: ReportTable
  /** The first column's heading: the unit's name ('Tribe', 'Branch'...). */
  unitLabel: string
}

export function ComparisonTable({ table, unitLabel }: ComparisonTableProps) {
  const rows = table.items.map(reportRow)
  const totals = reportTotals(table.items)
  const width = amountColumnWidth(
    [totals.total1, totals.total2, totals.total3].concat(
      table.items.flatMap((item) => [item.amount1, item.amount2, item.amount3]),
    ),
  )
  const [first, second, third] = table.header.headers
  const amount = (value: number) => (
    <td className="py-2 pr-3 text-right tabular-nums" style={{ width }}>
      {formatIdr(value)}
    </td>
  )
  const percent = (value: Parameters<typeof PercentChange>[0]['value']) => (
    <td className="w-20 py-2 pr-3 text-right">
      <PercentChange value={value} />
    </td>
  )
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm" data-testid="comparison-table">
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 text-left font-semibold">
              {unitLabel}
            </th>
            <th scope="col" className="py-2.5 pr-3 text-right font-semibold">
              {first}
            </th>
            <th scope="col" className="py-2.5 pr-3 text-right font-semibold">
              {second}
            </th>
            <th scope="col" className="py-2.5 pr-3 text-right font-semibold">
              %
            </th>
            <th scope="col" className="py-2.5 pr-3 text-right font-semibold">
              {third}
            </th>
            <th scope="col" className="py-2.5 pr-3 text-right font-semibold">
              %
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="py-8 text-center text-slate-500">
                Nothing in this period
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={`${row.text}-${index}`} data-testid="comparison-row">
              <td className="py-2 pr-3 text-slate-900">{row.text}</td>
              {amount(row.amount1)}
              {amount(row.amount2)}
              {percent(row.percent1)}
              {amount(row.amount3)}
              {percent(row.percent2)}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
          <tr data-testid="comparison-total">
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            {amount(totals.total1)}
            {amount(totals.total2)}
            {percent(totals.total_percent1)}
            {amount(totals.total3)}
            {percent(totals.total_percent2)}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
