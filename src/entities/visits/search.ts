import { visitTimeOfDay } from '../../domain/visits.ts'
import {
  searchEntity,
  storedIdText,
  storedNumber,
  storedText,
  type SearchEntity,
} from '../../store/search/entityRows.ts'
import {
  extraEntityKey,
  MAX_EXTRA_ENTITIES,
  searchKey,
  type SearchKindInfo,
  type SearchTable,
} from '../../store/search/searchRows.ts'

interface VisitFacts {
  company: string
  objective: string
  /** YYYY-MM-DD, and HH:mm. */
  visitDate: string
  startTime: string
  /** A journal entry's ISO time: the visit's when it has no date (entries of older servers). */
  loggedAt?: string
  dealId: number
}

/** A visit by its company; its date and objective tell alike ones apart. */
function visitEntity(key: number, id: number, visit: VisitFacts): SearchEntity | null {
  const when = visit.visitDate
    ? `${visit.visitDate}T${visit.startTime || '00:00'}`
    : (visit.loggedAt ?? '')
  return searchEntity({
    key,
    kind: 'visit',
    id,
    title: visit.company,
    about: [],
    detail: [{ date: when }, visit.objective],
    parent: visit.dealId,
  })
}

interface Meeting {
  visitId: number
  info: Record<string, unknown>
  /** When the journal entry was written (its visit's time in older entries without a date). */
  at: string
}

function meetingsOf(history: unknown): Meeting[] {
  if (!Array.isArray(history)) return []
  return history.flatMap((entry: Record<string, unknown>) => {
    const data = (entry?.data ?? {}) as Record<string, unknown>
    const info = (data.info ?? {}) as Record<string, unknown>
    if (entry?.type !== 'meeting' || typeof info.visitId !== 'number') return []
    return [{ visitId: info.visitId, info, at: storedText(data.updateTime) }]
  })
}

/**
 * A deal detail gives its journal's visits (those synced, logged on any device). The deal itself
 * is found by its card: every deal on the device has one (the lists', and an opened deal's).
 */
function journalVisits(row: Record<string, unknown>): SearchEntity[] {
  const id = storedNumber(row.id)
  const client = storedIdText(row.clientCompany)
  return meetingsOf(row.history)
    .slice(0, MAX_EXTRA_ENTITIES)
    .map(({ visitId, info, at }, slot) =>
      visitEntity(extraEntityKey('dealDetails', id, slot), visitId, {
        company: storedText(info.clientName) || client,
        objective: storedText(info.objective),
        visitDate: storedText(info.visitDate),
        startTime: visitTimeOfDay(info.fromTime),
        loggedAt: at,
        dealId: id,
      }),
    )
    .filter((entity): entity is SearchEntity => entity !== null)
}

/** A visit logged on this device (pending, or kept since). */
function loggedVisits(row: Record<string, unknown>): SearchEntity[] {
  const id = storedNumber(row.id)
  const entity = visitEntity(searchKey('visits', id), id, {
    company: storedText(row.clientName),
    objective: storedText(row.objective),
    visitDate: storedText(row.visitDate),
    startTime: storedText(row.startTime),
    dealId: storedNumber(row.dealId),
  })
  return entity ? [entity] : []
}

export const VISITS_SEARCH = {
  kinds: [
    {
      name: 'visit',
      letter: 'v',
      heading: 'Sales visits',
      rank: 3,
      opsTable: 'visits',
      route: null,
    },
  ] satisfies SearchKindInfo[],
  tables: {
    dealDetails: { code: 3, kind: 'visit', entities: journalVisits, shadowedBy: 'visits' },
    visits: { code: 4, kind: 'visit', entities: loggedVisits, first: true },
  } satisfies Record<string, SearchTable>,
}
