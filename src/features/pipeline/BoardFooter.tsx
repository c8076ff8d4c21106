/**
 * Footer: Total proposal value, and Total after Probability once Count it was pressed (the entered
 * probability times the total value; amounts of 7 or more digits in millions). Count it waits for
 * a value; a refused one is said until the value or the board's filter changes.
 */
import { useContext, useId, useState, type FormEvent } from 'react'
import { formatTotalAmount, withIdrSymbol } from '../../domain/money.ts'
import { totalAfterProbability } from '../../domain/pipelineBoard.ts'
import { BoardFilling, FILLING_TEXT } from './boardFilling.ts'

export const PROBABILITY_HINT = 'Enter a probability from 0.1 to 1'

export function BoardFooter({ total, count }: { total: number; count: number }) {
  // The list is still being filled (boardFilling.ts): the totals would count part of it.
  const filling = useContext(BoardFilling)
  const inputId = useId()
  const [entered, setEntered] = useState('')
  // What was counted, and the total it was counted on (a refusal is of that board only).
  const [counted, setCounted] = useState<{ text: string; total: number } | null>(null)
  const afterProbability = counted === null ? null : totalAfterProbability(counted.text, total)
  const refused = counted !== null && afterProbability === null && counted.total === total

  const countIt = (event: FormEvent) => {
    event.preventDefault()
    if (entered.trim() === '') return
    setCounted({ text: entered, total })
  }

  return (
    <footer className="flex flex-wrap items-center gap-x-8 gap-y-2 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-slate-200">
      <dl className="flex flex-wrap items-baseline gap-x-8 gap-y-1">
        <div className="flex items-baseline gap-2">
          <dt className="text-sm text-slate-500">Total proposal value</dt>
          <dd
            className="text-base font-semibold text-slate-900 tabular-nums"
            data-testid="total-proposal-value"
          >
            {filling ? FILLING_TEXT : withIdrSymbol(formatTotalAmount(total))}
          </dd>
        </div>
        <div className="flex items-baseline gap-2">
          <dt className="text-sm text-slate-500">Total after Probability</dt>
          <dd
            className="text-base font-semibold text-slate-900 tabular-nums"
            data-testid="total-after-probability"
          >
            {afterProbability === null || filling
              ? '-'
              : withIdrSymbol(formatTotalAmount(afterProbability))}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500 tabular-nums">
        {filling ? FILLING_TEXT : count === 1 ? '1 deal' : `${count} deals`}
      </p>
      <form className="ml-auto flex items-center gap-2" onSubmit={countIt}>
        <label htmlFor={inputId} className="text-sm text-slate-600">
          Probability
        </label>
        <input
          id={inputId}
          inputMode="decimal"
          value={entered}
          onChange={(event) => {
            setEntered(event.target.value)
            if (refused) setCounted(null)
          }}
          placeholder="0.5"
          aria-describedby={refused ? `${inputId}-hint` : undefined}
          className="h-9 w-20 rounded-lg border-0 px-2.5 text-sm text-slate-900 tabular-nums shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <button
          type="submit"
          disabled={entered.trim() === ''}
          className="h-9 rounded-lg bg-brand-700 px-3.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          Count it
        </button>
        {refused && (
          <span id={`${inputId}-hint`} role="alert" className="text-xs text-red-700">
            {PROBABILITY_HINT}
          </span>
        )}
      </form>
    </footer>
  )
}
