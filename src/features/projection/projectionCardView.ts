/**
 * What a projection card shows (core-spec "Projection deal board", section 9): deal name cut at
 * 60, client, the invoice period's value (millions from 8 digits), probability with its colour,
 * and the invoice date. Pure.
 */
import { probabilityColour } from '../../domain/colours.ts'
import { formatDisplayDate } from '../../domain/dates.ts'
import { formatCardAmount } from '../../domain/money.ts'
import { formatProbability } from '../../domain/probability.ts'
import { truncateCardTitle } from '../../domain/truncation.ts'
import type { ProjectionItemRow } from '../../entities/proposals/proposalRows.ts'
import { NO_VALUE, type Tone } from '../pipeline/index.ts'

export interface ProjectionCardView {
  invoiceId: number
  title: string
  /** The whole name, offered as a tooltip when the title was cut. */
  fullTitle: string | null
  clientName: string
  amount: string
  probabilityText: string
  probabilityTone: Tone
  invoiceDate: string
}

export function toProjectionCardView(item: ProjectionItemRow): ProjectionCardView {
  const title = truncateCardTitle(item.dealName)
  return {
    invoiceId: item.invoiceId,
    title,
    fullTitle: title === (item.dealName ?? '') ? null : item.dealName,
    clientName: item.clientName || NO_VALUE,
    amount: formatCardAmount(item.value),
    probabilityText: formatProbability(item.probability) || String(item.probability / 100),
    probabilityTone: probabilityColour(item.probability),
    invoiceDate: formatDisplayDate(item.invoiceDate) || NO_VALUE,
  }
}
