/**
 * A visit the search found, whole, from what this device holds: the row logged here, else its
 * meeting in the deal's journal; as a row of the Sales visit table (contract VisitRow), so the
 * account screen's rules tell whether it opens for editing (rowOpening) and its read-only dialog
 * shows it. null when neither is here any more.
 */
import type { IdText } from '../../contract/common.ts'
import type { DealDetail } from '../../contract/deals.ts'
import type { VisitRow } from '../../contract/visits.ts'
import type { CrmDb } from '../../entities/db.ts'
import {
  readSearchedVisitRecords,
  type SearchedVisitRecords,
} from '../../entities/visits/searchedVisitReads.ts'
import type { SearchHit } from '../../store/search/querySearch.ts'
import type { RowDeal } from '../account/index.ts'
import { journalText } from '../deals/index.ts'

export interface SearchedVisit {
  row: VisitRow
  deal: RowDeal
  /** Logged on this device (its whole row is here). */
  onDevice: boolean
}

type LocalVisit = NonNullable<SearchedVisitRecords['local']>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

const people = (value: unknown): IdText[] =>
  Array.isArray(value)
    ? value.filter(
        (each): each is IdText =>
          typeof each === 'object' &&
          each !== null &&
          typeof (each as IdText).id === 'number' &&
          typeof (each as IdText).text === 'string',
      )
    : []

function rowOfLocal({ visit, contacts, rms, consultants }: LocalVisit): VisitRow {
  return {
    visitId: visit.id,
    dealId: visit.dealId,
    company: visit.clientName ?? '',
    companyId: visit.clientId,
    visitDate: visit.visitDate,
    location: visit.location,
    objective: visit.objective,
    nextStep: visit.nextStep,
    remarks: visit.remark,
    contacts,
    rms,
    cons: consultants,
    lastUpdated: '',
    no: 0,
  }
}

function rowOfMeeting(detail: DealDetail, visitId: number): VisitRow | null {
  const entry = detail.history.find(
    (each) => each.type === 'meeting' && each.data.info.visitId === visitId,
  )
  if (!entry) return null
  const { info } = entry.data
  return {
    visitId,
    dealId: detail.id,
    company: text(info.clientName) || detail.clientCompany.text || journalText(entry.data.header2),
    companyId: detail.clientCompany.id,
    visitDate: text(info.visitDate),
    location: text(info.location),
    objective: text(info.objective),
    nextStep: text(info.nextStep),
    remarks: text(info.remark),
    contacts: people(info.contacts),
    rms: people(info.rms),
    cons: people(info.consultants),
    lastUpdated: text(entry.data.updateTime),
    no: 0,
  }
}

export async function searchedVisit(db: CrmDb, hit: SearchHit): Promise<SearchedVisit | null> {
  const { local, detail, card } = await readSearchedVisitRecords(db, hit.id, hit.parent)
  const deal: RowDeal = { detail, card }
  if (local) return { row: rowOfLocal(local), deal, onDevice: true }
  const row = detail ? rowOfMeeting(detail, hit.id) : null
  return row && { row, deal, onDevice: false }
}
