/**
 * An entity module: everything the device does with one entity, declared in one folder of
 * src/entities and registered in one line of its registry. The briefcase runner, the change feed's
 * walker and the device's pruning iterate over the registered modules and name no entity.
 */
import type { BriefcaseArea } from './briefcase.ts'
import type { LazyFeedSection } from './feedSection.ts'
import type { OpType } from './opType.ts'
import type { SyncDb } from './syncDb.ts'

export interface EntityModule<D extends SyncDb = SyncDb> {
  /** The entity, as the spec names it: 'deal', 'client', 'invoice'... */
  name: string
  /** What a device keeps of it, in fill order, and how it fills without the change feed. */
  areas?: readonly BriefcaseArea<D>[]
  /** Its part of the change feed. */
  feed?: LazyFeedSection<D>
  /** The briefcase lists it keeps, whatever their age (the device's pruning leaves them). */
  keptLists?: readonly string[]
  /** Its op types by name: every write of it the outbox carries (registered in syncRegistry.ts). */
  ops?: Readonly<Record<string, OpType<never>>>
}
