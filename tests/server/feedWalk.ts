/** Walks change feed windows page by page, as a device does, for the change feed tests. */
import { expect } from 'vitest'
import {
  CHANGE_FEED_ROUTES,
  changesQuery,
  type ChangesPage,
  type ChangesQuery,
  type ReportMark,
  type TableChanges,
} from '../../src/contract/changeFeed.ts'
import { pathOf } from '../../src/contract/route.ts'
import { decodeCursor, encodeCursor, type Cursor } from '../../src/server/feed/cursor.ts'
import type { Caller } from './harness.ts'

/** A whole window: its pages and their lists joined. */
export type Window = Omit<ChangesPage, 'next'> & {
  invoices: TableChanges<NonNullable<ChangesPage['invoices']>['upserts'][number]>
  targets: NonNullable<ChangesPage['targets']>
  teams: NonNullable<ChangesPage['teams']>
  rms: NonNullable<ChangesPage['rms']>
  /** The people the window's report marks name: of figures, of rows' texts, of targets. */
  reports: number[]
  reportTexts: number[]
  reportTargets: number[]
  pages: ChangesPage[]
}

export async function page(caller: Caller, query: ChangesQuery): Promise<ChangesPage> {
  const path = `${pathOf(CHANGE_FEED_ROUTES.changes, {})}${changesQuery(query)}`
  const response = await caller.get<ChangesPage>(path)
  expect(response.status, response.text).toBe(200)
  return response.body
}

/** Every page of the window that starts at `since`; each page keeps the first page's until. */
export async function walk(caller: Caller, since: string, limit?: number): Promise<Window> {
  const first = await page(caller, { since, ...(limit ? { limit } : {}) })
  const pages = [first]
  while (pages.at(-1)!.next !== null) {
    const previous = pages.at(-1)!
    const next = await page(caller, {
      since,
      until: first.until,
      after: previous.next!,
      ...(limit ? { limit } : {}),
    })
    expect(next.until).toBe(first.until)
    expect(next.full).toBe(first.full)
    pages.push(next)
  }
  const join = <T>(pick: (p: ChangesPage) => TableChanges<T> | undefined): TableChanges<T> => ({
    upserts: pages.flatMap((p) => pick(p)?.upserts ?? []),
    deletes: pages.flatMap((p) => pick(p)?.deletes ?? []),
  })
  const last = pages.at(-1)!
  return {
    until: first.until,
    full: first.full,
    total: first.total,
    deals: join((p) => p.deals),
    dealDetails: join((p) => p.dealDetails),
    statusUpdates: pages.flatMap((p) => p.statusUpdates),
    clients: join((p) => p.clients),
    contacts: join((p) => p.contacts),
    invoices: join((p) => p.invoices),
    targets: join((p) => p.targets),
    teams: join((p) => p.teams),
    rms: join((p) => p.rms),
    ...(pages.some((p) => p.profile) ? { profile: pages.find((p) => p.profile)!.profile } : {}),
    stale: last.stale,
    reports: peopleOf(last.reportMarks?.figures),
    reportTexts: peopleOf([
      ...(last.reportMarks?.visitTexts ?? []),
      ...(last.reportMarks?.proposalTexts ?? []),
    ]),
    reportTargets: peopleOf(last.reportMarks?.targets),
    reportMarks: last.reportMarks,
    pages,
  }
}

/** The people a kind of report marks names, once each, ascending. */
function peopleOf(marks: readonly ReportMark[] | undefined): number[] {
  return sorted([...new Set((marks ?? []).map((mark) => mark.person))])
}

/** A cursor's parts (a test shifts one of them). */
export function cursorParts(cursor: string): Cursor {
  const parts = decodeCursor(cursor)
  expect(parts, cursor).not.toBeNull()
  return parts!
}

/** The cursor with some of its parts changed. */
export const cursorWith = (cursor: string, change: Partial<Cursor>): string =>
  encodeCursor({ ...cursorParts(cursor), ...change })

/** A cursor's transaction horizon (cursors of one epoch grow with it). */
export const horizonOf = (cursor: string): bigint => cursorParts(cursor).txid

/** The cursor a device would hold now (the end of a window starting now). */
export async function cursorNow(caller: Caller): Promise<string> {
  return (await page(caller, { since: '0', limit: 1 })).until
}

export const ids = (rows: readonly { id: number }[]): number[] =>
  rows.map((r) => r.id).sort(byNumber)
export const dealIds = (rows: readonly { dealId: number }[]): number[] =>
  rows.map((r) => r.dealId).sort(byNumber)
export const sorted = (values: readonly number[]): number[] => [...values].sort(byNumber)
function byNumber(a: number, b: number): number {
  return a - b
}

/** Nothing in the window: no upserts, deletes or status updates; nothing stale. */
export function expectEmpty(window: Window): void {
  for (const key of TABLE_KEYS) {
    expect(window[key], key).toEqual({ upserts: [], deletes: [] })
  }
  expect(window.statusUpdates).toEqual([])
  expect(window.profile).toBeUndefined()
  expect(window.stale).toEqual([])
  expect(window.reportMarks).toEqual({
    figures: [],
    visitTexts: [],
    proposalTexts: [],
    targets: [],
  })
}

export const TABLE_KEYS = [
  'deals',
  'dealDetails',
  'clients',
  'contacts',
  'invoices',
  'targets',
  'teams',
  'rms',
] as const
