/**
 * The Owners dialog's model (core-spec "Owners dialog", sections 4, 5, 9; sales-activity-spec
 * "Deal owners dialog"): the owners shown (the card's pending owners on top of the detail), the
 * two share lists as rows of one shape, their mode (Using percentage / Using nominal) and the
 * automatic re-save when a list's sum differs from the proposal value.
 */
import type { IdText } from '../../../contract/common.ts'
import type { DealDetail, RmShare, TribeShare } from '../../../contract/deals.ts'
import type { MasterRm } from '../../../contract/master.ts'
import { formatIdr } from '../../../domain/money.ts'
import {
  MAX_SHARES_PERCENT,
  ownersNeedResave,
  recomputeNominals,
  setShareMode,
  shareFromNominal,
  shareFromPercent,
  sharesOverWhole,
  sharesPercentTotal,
  sharesTotal,
  type Share,
} from '../../../domain/shares.ts'
import type { DealRow } from '../../../entities/deals/dealRows.ts'
import type { DealOwners } from '../../../entities/deals/dealDetailOps.ts'

/** One tribe or RM share as a list row: the tribe's or the RM's id and name. */
export interface ShareRow extends Share {
  id: number
  text: string
}

export interface OwnersDraft {
  tribes: ShareRow[]
  rms: ShareRow[]
  segmentId: number
  branchId: number
  picId: number
  consultantIds: number[]
}

export type ShareListName = 'tribes' | 'rms'

/** The owners the detail shows: the card's pending owners, else the pulled detail's. */
export function ownersShown(detail: DealDetail, card: DealRow | undefined): DealOwners {
  if (card?.ownersDraft) return card.ownersDraft
  const { tribes, rms, segment, branch, pic, consultants } = detail
  return { tribes, rms, segment, branch, pic, consultants }
}

/** The value shares are a part of: the proposal value (0 without a proposal). */
export const shareValueOf = (detail: DealDetail): number => detail.proposal?.proposalValue ?? 0

const tribeRow = (tribe: TribeShare): ShareRow => ({
  id: tribe.id,
  text: tribe.text,
  percent: tribe.percent,
  nominal: tribe.nominal,
  usePercent: tribe.usePercent,
})

const rmRow = (rm: RmShare): ShareRow => ({
  id: rm.userId,
  text: rm.name,
  percent: rm.percent ?? rm.percentage,
  nominal: rm.nominal,
  usePercent: rm.usePercent,
})

export function draftOf(owners: DealOwners): OwnersDraft {
  return {
    tribes: owners.tribes.map(tribeRow),
    rms: owners.rms.map(rmRow),
    segmentId: owners.segment?.id ?? 0,
    branchId: owners.branch?.id ?? 0,
    picId: owners.pic?.id ?? 0,
    consultantIds: owners.consultants.map((consultant) => consultant.id),
  }
}

export interface OwnerNames {
  segments: readonly IdText[]
  branches: readonly IdText[]
  rms: readonly MasterRm[]
  /** The owners the dialog started from: names of people master data does not list. */
  previous?: DealOwners
}

const named = (list: readonly IdText[], id: number): IdText | null =>
  id > 0 ? { id, text: list.find((each) => each.id === id)?.text ?? '' } : null

/** The draft back in the detail's shapes (the op's args and the card's overlay). */
export function ownersOf(draft: OwnersDraft, names: OwnerNames): DealOwners {
  const rmNamed = (userId: number) => names.rms.find((rm) => rm.userId === userId)
  const known = [
    ...(names.previous?.consultants ?? []),
    ...(names.previous?.pic ? [names.previous.pic] : []),
  ]
  const personName = (id: number) =>
    rmNamed(id)?.name ?? known.find((person) => person.id === id)?.text ?? ''
  return {
    tribes: draft.tribes.map(({ id, text, percent, nominal, usePercent }) => ({
      id,
      text,
      percent,
      nominal,
      usePercent,
    })),
    rms: draft.rms.map(({ id, text, percent, nominal, usePercent }) => ({
      userId: id,
      name: text,
      email: rmNamed(id)?.email ?? '',
      percentage: percent,
      percent,
      nominal,
      usePercent,
    })),
    segment: named(names.segments, draft.segmentId),
    branch: named(names.branches, draft.branchId),
    pic: draft.picId > 0 ? { id: draft.picId, text: personName(draft.picId) } : null,
    consultants: draft.consultantIds.map((id) => ({ id, text: personName(id) })),
  }
}

/** A list is in percentage mode unless its rows were entered as nominals. */
export const listUsesPercent = (rows: readonly ShareRow[]): boolean => rows[0]?.usePercent ?? true

/** Using percentage / Using nominal: every row converted against the value. */
export function toggleListMode(
  rows: readonly ShareRow[],
  usePercent: boolean,
  value: number,
): ShareRow[] {
  return setShareMode(rows, usePercent, value)
}

/** The share dialog's entry in the list's mode: the other side computed against the value. */
export function enteredShare(
  chosen: IdText,
  amount: number,
  usePercent: boolean,
  value: number,
): ShareRow {
  const share = usePercent ? shareFromPercent(amount, value) : shareFromNominal(amount, value)
  return { ...chosen, ...share }
}

/** Adds the row, or replaces the row being edited (`editingId`) in place. */
export function putShare(
  rows: readonly ShareRow[],
  row: ShareRow,
  editingId: number | null,
): ShareRow[] {
  if (editingId === null) return [...rows, row]
  return rows.map((each) => (each.id === editingId ? row : each))
}

export const removeShare = (rows: readonly ShareRow[], id: number): ShareRow[] =>
  rows.filter((row) => row.id !== id)

/** A list's running totals: its percentage shares and its nominals, and whether it is over 100 %. */
export interface ShareListTotal {
  percent: number
  nominal: number
  over: boolean
}

export function shareListTotal(rows: readonly Share[]): ShareListTotal {
  return {
    percent: sharesPercentTotal(rows),
    nominal: sharesTotal(rows),
    over: sharesOverWhole(rows),
  }
}

/** The lists whose percentage shares add up to more than 100 %: the owners cannot be saved. */
export function listsOverWhole(draft: Pick<OwnersDraft, 'tribes' | 'rms'>): ShareListName[] {
  return (['tribes', 'rms'] as const).filter((list) => sharesOverWhole(draft[list]))
}

/** How the dialog titles its lists. */
export const SHARE_LIST_TITLE: Readonly<Record<ShareListName, string>> = {
  tribes: 'Tribe',
  rms: 'Relationship Manager',
}

/**
 * Why Save is refused, naming each list over 100 % and its total ('Relationship Manager shares add
 * up to 110%. ...'); null when every list is within 100 %.
 */
export function overWholeMessage(draft: Pick<OwnersDraft, 'tribes' | 'rms'>): string | null {
  const over = listsOverWhole(draft)
  if (over.length === 0) return null
  const totals = over
    .map((list) => `${SHARE_LIST_TITLE[list]} shares add up to ${percentTotalText(draft[list])}`)
    .join(' and ')
  return `${totals}. Each list can add up to ${MAX_SHARES_PERCENT}% at most: lower the shares to save.`
}

/** '110%', '99.99%': a percent total as the lists show it. */
export const percentTotalText = (rows: readonly Share[]): string =>
  `${formatIdr(sharesPercentTotal(rows))}%`

/**
 * core-spec section 4: when a list's sum differs from the proposal value the detail re-saves the
 * owners. Answers the owners to save (each nominal recomputed from its percent), or null when
 * nothing needs saving, or when a list's percent shares are over 100 % (the provider refuses
 * those; the Owners dialog shows the total to bring down).
 */
export function resavedOwners(owners: DealOwners, value: number): DealOwners | null {
  if (sharesOverWhole(owners.tribes) || sharesOverWhole(owners.rms)) return null
  if (!ownersNeedResave(owners, value)) return null
  return {
    ...owners,
    tribes: recomputeNominals(owners.tribes, value),
    rms: recomputeNominals(owners.rms, value).map((rm) => ({ ...rm, percentage: rm.percent })),
  }
}

/** The people offered as consultants or person in charge: master RMs, plus those already chosen. */
export function peopleOffered(rms: readonly MasterRm[], owners: DealOwners): MasterRm[] {
  const listed = new Set(rms.map((rm) => rm.userId))
  const chosen = [...owners.consultants, ...(owners.pic ? [owners.pic] : [])]
  const extra: MasterRm[] = []
  for (const person of chosen) {
    if (listed.has(person.id)) continue
    listed.add(person.id)
    extra.push({ userId: person.id, name: person.text, email: '' })
  }
  return [...rms, ...extra]
}
