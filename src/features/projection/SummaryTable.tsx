/**
 * The Projection summary table: the three probability bands with their amounts, a weight per band
 * (0 to 0.8 by 0.1) and the band's weighted amount; the footer is the projection total (sum of
 * amount x weight, rounded). Stable hooks: `data-band` (0..2), `data-total` (the raw total).
 */
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { PROJECTION_BANDS, PROJECTION_WEIGHTS, projectionTotal } from '../../domain/projection.ts'

interface SummaryTableProps {
  /** One amount per band; null while none is known. */
  amounts: readonly number[] | null
  weights: readonly number[]
  onWeight: (band: number, weight: number) => void
}

const money = (amount: number) => withIdrSymbol(formatTotalAmount(amount))

export function SummaryTable({ amounts, weights, onWeight }: SummaryTableProps) {
  const total = amounts ? projectionTotal(amounts, weights) : null
  return (
    <table className="w-full max-w-3xl overflow-hidden rounded-2xl bg-white text-sm ring-1 ring-slate-200">
      <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            Probability
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            Amount
          </th>
          <th scope="col" className="px-4 py-3">
            Weight
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            Projection
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {PROJECTION_BANDS.map((band, index) => {
          const amount = amounts?.[index]
          const weight = weights[index] ?? 0
          return (
            <tr key={band.label} data-band={index}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-800">
                {band.label}
              </th>
              <td className="px-4 py-3 text-right text-slate-900 tabular-nums">
                {amount === undefined ? '-' : money(amount)}
              </td>
              <td className="px-4 py-2">
                <select
                  aria-label={`Weight ${band.label}`}
                  value={weight}
                  onChange={(event) => onWeight(index, Number(event.target.value))}
                  className="h-9 w-24 rounded-lg border-0 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
                >
                  {PROJECTION_WEIGHTS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-4 py-3 text-right text-slate-700 tabular-nums">
                {amount === undefined ? '-' : money(projectionTotal([amount], [weight]))}
              </td>
            </tr>
          )
        })}
      </tbody>
      <tfoot className="bg-slate-50">
        <tr>
          <th scope="row" colSpan={3} className="px-4 py-3 text-left font-semibold text-slate-800">
            Projection total
          </th>
          <td
            className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums"
            data-testid="projection-summary-total"
            data-total={total ?? ''}
          >
            {total === null ? '-' : money(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
