/**
 * Whether the board's list is still being filled: a first pull hands each column's first cards
 * to the board while it writes the whole answer (sync/arrivingFirstScreens.ts), and until the
 * whole list is stored the columns' and the board's totals would count only those. They show an
 * ellipsis meanwhile.
 */
import { createContext } from 'react'

export const BoardFilling = createContext(false)

export const FILLING_TEXT = '…'
