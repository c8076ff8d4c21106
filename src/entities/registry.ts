/**
 * Every entity the device keeps, one module each, in the order the briefcase fills them (master
 * data before the RMs it shares rows with, teams before the targets they decide). Adding an
 * entity is one folder beside these and one line here (its synced tables, search rows and op types
 * are registered from it: syncRegistry.ts, opTypes.ts).
 */
import type { CrmDb } from './db.ts'
import type { BriefcaseArea } from '../sync/briefcase.ts'
import type { EntityModule, TableNaming } from '../sync/entityModule.ts'
import type { LazyFeedSection } from '../sync/feedSection.ts'
import type { Retention } from '../sync/prune.ts'
import { clientsModule } from './clients/module.ts'
import { contactsModule } from './contacts/module.ts'
import { dealsModule } from './deals/module.ts'
import { invoicesModule } from './invoices/module.ts'
import { masterModule } from './master/module.ts'
import { profileModule } from './profile/module.ts'
import { proposalsModule } from './proposals/module.ts'
import { reportsModule } from './reports/module.ts'
import { rmsModule } from './rms/module.ts'
import { targetsModule } from './targets/module.ts'
import { teamsModule } from './teams/module.ts'
import { visitsModule } from './visits/module.ts'

const MODULES = [
  masterModule,
  dealsModule,
  clientsModule,
  contactsModule,
  invoicesModule,
  visitsModule,
  proposalsModule,
  teamsModule,
  targetsModule,
  profileModule,
  rmsModule,
  reportsModule,
] as const

export const ENTITY_MODULES: readonly EntityModule<CrmDb>[] = MODULES

/** The registered modules' own types (their tables' and op types' names, for typed commands). */
export type RegisteredModule = (typeof MODULES)[number]

/** What a device keeps, in fill order: the one declared list of the briefcase. */
export const BRIEFCASE_AREAS: readonly BriefcaseArea<CrmDb>[] = ENTITY_MODULES.flatMap(
  (module) => module.areas ?? [],
)

export const FEED_SECTIONS: readonly LazyFeedSection<CrmDb>[] = ENTITY_MODULES.flatMap((module) =>
  module.feed ? [module.feed] : [],
)

/** Every list key the briefcase keeps (the device's pruning leaves them, whatever their age). */
export const BRIEFCASE_LIST_KEYS: ReadonlySet<string> = new Set(
  ENTITY_MODULES.flatMap((module) => module.keptLists ?? []),
)

/** What stays on the device and what goes, as the modules say (sync/prune.ts). */
export const RETENTION: Retention<CrmDb> = {
  async keptLists(db) {
    const kept = new Set(BRIEFCASE_LIST_KEYS)
    for (const module of ENTITY_MODULES) {
      for (const key of (await module.keptListsOf?.(db)) ?? []) kept.add(key)
    }
    return kept
  },
  keptMeta: new Set(ENTITY_MODULES.flatMap((module) => module.keptMeta ?? [])),
  async prune(db, now, user) {
    const pruned: Record<string, number> = {}
    for (const module of ENTITY_MODULES) {
      if (module.prune) pruned[module.name] = await module.prune(db, now, user)
    }
    return pruned
  },
}

const NAMING = new Map<string, TableNaming>(
  ENTITY_MODULES.flatMap((module) => Object.entries(module.naming ?? {})),
)

/** How a table's rows are named in words; an unknown table's as 'item'. */
export const namingOf = (table: string): TableNaming => NAMING.get(table) ?? { noun: 'item' }
