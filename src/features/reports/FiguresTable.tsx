/**
 * A table of people's four figures (No. Proposals, Sales visit, Proposal value, Sales) with a
 * totals row summed here: the Individual Sales Report table, and the leader's and mentor's Team
 * Sales Report tables (which add columns before and after the figures).
 */
import type { ReactNode } from 'react'
import { formatIdr } from '../../domain/money.ts'
import { salesFiguresTotal, type SalesFigures } from '../../domain/reports.ts'

export const FIGURE_HEADERS = ['No. Proposals', 'Sales visit', 'Proposal value', 'Sales'] as const

interface FiguresTableProps<T extends SalesFigures> {
  rows: readonly T[]
  /** Columns before the figures (after No), e.g. Name and Segment. */
  leading: readonly { header: string; cell: (row: T) => ReactNode }[]
  /** Columns after the figures (not totalled), e.g. status and actions. */
  trailing?: readonly { header: string; cell: (row: T) => ReactNode }[]
  testId: string
}

export function FiguresTable<T extends SalesFigures>(props: FiguresTableProps<T>) {
  const { rows, leading, trailing = [], testId } = props
  const total = salesFiguresTotal(rows)
  const figures = (figures: SalesFigures) => (
    <>
      <td className="py-2 pr-3 text-right tabular-nums">{formatIdr(figures.nProposals)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatIdr(figures.visits)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatIdr(figures.proposalValue)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatIdr(figures.sales)}</td>
    </>
  )
  const columns = 1 + leading.length + FIGURE_HEADERS.length + trailing.length
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-12 py-2.5 pr-3 text-left font-semibold">
              No
            </th>
            {leading.map((column) => (
              <th key={column.header} scope="col" className="py-2.5 pr-3 text-left font-semibold">
                {column.header}
              </th>
            ))}
            {FIGURE_HEADERS.map((header) => (
              <th key={header} scope="col" className="py-2.5 pr-3 text-right font-semibold">
                {header}
              </th>
            ))}
            {trailing.map((column) => (
              <th key={column.header} scope="col" className="py-2.5 pr-3 text-left font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns} className="py-8 text-center text-slate-500">
                Nobody in this filter
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={index} data-testid={`${testId}-row`} className="hover:bg-slate-50">
              <td className="py-2 pr-3 text-slate-500 tabular-nums">{index + 1}</td>
              {leading.map((column) => (
                <td key={column.header} className="py-2 pr-3 text-slate-900">
                  {column.cell(row)}
                </td>
              ))}
              {figures(row)}
              {trailing.map((column) => (
                <td key={column.header} className="py-2 pr-3">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
          <tr data-testid={`${testId}-total`}>
            <th scope="row" colSpan={1 + leading.length} className="py-2 pr-3 text-left">
              Total
            </th>
            {figures(total)}
            {trailing.length > 0 && <td colSpan={trailing.length} />}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
