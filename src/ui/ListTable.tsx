/**
 * A list screen's table: header cells, a loading row, an empty row, then one row per item
 * (the caller renders its cells). Wide tables scroll sideways on narrow windows.
 */
import type { ReactNode } from 'react'
import { Spinner } from './Spinner.tsx'

interface ListTableProps<T> {
  headers: readonly string[]
  /** undefined while the first read runs. */
  rows: readonly T[] | undefined
  rowKey: (row: T) => string | number
  cells: (row: T) => ReactNode
  loadingText: string
  emptyText: string
  testId: string
  rowTestId: string
}

export function ListTable<T>(props: ListTableProps<T>) {
  const { headers, rows, rowKey, cells, loadingText, emptyText, testId, rowTestId } = props
  const message = (content: ReactNode) => (
    <tr>
      <td colSpan={headers.length} className="py-10 text-center text-slate-500">
        {content}
      </td>
    </tr>
  )
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2.5 pr-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows === undefined
            ? message(
                <span className="inline-flex items-center gap-2">
                  <Spinner className="size-4" /> {loadingText}
                </span>,
              )
            : rows.length === 0
              ? message(emptyText)
              : rows.map((row) => (
                  <tr key={rowKey(row)} data-testid={rowTestId} className="hover:bg-slate-50">
                    {cells(row)}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  )
}
