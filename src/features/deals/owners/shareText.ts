/** How a share reads in the lists: '60%' and 'IDR 1,200,000'. */
import { formatIdr, formatIdrWithSymbol } from '../../../domain/money.ts'
import type { Share } from '../../../domain/shares.ts'

export const percentText = (share: Pick<Share, 'percent'>): string => `${formatIdr(share.percent)}%`

export const nominalText = (share: Pick<Share, 'nominal'>): string =>
  formatIdrWithSymbol(share.nominal)
