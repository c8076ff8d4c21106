/**
 * An entity module: everything the device does with one entity, declared in one folder of
 * src/entities and registered in one line of its registry. The briefcase runner, the change feed's
 * walker and the device's pruning iterate over the registered modules and name no entity.
 */
import type { Dexie } from 'dexie'
import type { OutboxOp } from '../store/outbox.ts'
import type { BriefcaseArea, BriefcaseUser } from './briefcase.ts'
import type { LazyFeedSection } from './feedSection.ts'
import type { SearchKindInfo, SearchTable } from '../store/search/searchRows.ts'
import type { OpType } from './opType.ts'
import type { Row, SyncDb, SyncedTable } from './syncDb.ts'

/**
 * How a table's rows are named in words (the Pending changes screen, the decision dialogs): by
 * their name, never an internal key.
 */
export interface TableNaming {
  /** What one is: 'deal', 'client company', 'sales visit'. */
  noun: string
  /** The name an op of it carries (its args, or the fields it put aside); null when none. */
  fromOp?(op: Pick<OutboxOp, 'type' | 'args' | 'base'>): string | null
  /** The name its local row gives; null when none. */
  fromRow?(row: Row): string | null
  /** Its local row's name before the op's (a deal's name may have changed since its op). */
  rowFirst?: boolean
  /**
   * Named as the row it belongs to: of `table`, whose key its op's args or its row hold in `field`
   * (a status update, a proposal or a projected invoice is named as its deal).
   */
  namedAs?: { table: string; field: string }
  /** Its own way to say what an op is about (a target: its unit and year). */
  subject?(db: Dexie, op: OutboxOp): Promise<string>
  /** What a conflict calls it ('Your profile'); 'The <noun>' when absent. */
  conflictSubject?: string
}

export interface EntityModule<
  D extends SyncDb = SyncDb,
  Tables = Readonly<Record<string, SyncedTable>>,
  Ops = Readonly<Record<string, Readonly<Record<string, OpType<never>>>>>,
> {
  /** The entity, as the spec names it: 'deal', 'client', 'invoice'... */
  name: string
  /** Its synced tables: their keys, the ids of other tables their rows hold (sync/syncDb.ts). */
  tables?: Tables
  /** Its search rows: the kinds the global search shows and how its tables' rows are indexed. */
  search?: {
    kinds: readonly SearchKindInfo[]
    tables: Readonly<Record<string, SearchTable>>
  }
  /**
   * Its ops module (its op types by name), loaded when first needed (after the first screen: the screen sends
   * nothing, and together they are a good part of the app's code).
   */
  ops?(): Promise<Ops>
  /** What a device keeps of it, in fill order, and how it fills without the change feed. */
  areas?: readonly BriefcaseArea<D>[]
  /** Its part of the change feed. */
  feed?: LazyFeedSection<D>
  /** The briefcase lists it keeps, whatever their age (the device's pruning leaves them). */
  keptLists?: readonly string[]
  /** Lists it keeps for the rows it keeps (a status list per kept deal). */
  keptListsOf?(db: D): Promise<readonly string[]>
  /** Meta keys shaped like a list's fetch time that belong to no list (master data's). */
  keptMeta?: readonly string[]
  /**
   * What it prunes of its own, besides lists (report answers not fetched for a week, details the
   * signed-in user's scope no longer keeps).
   */
  prune?(db: D, now: number, user: BriefcaseUser): Promise<number>
  /** How its tables' rows are named in words, by table. */
  naming?: Readonly<Record<string, TableNaming>>
}
