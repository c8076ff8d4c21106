import { describe, expect, it } from 'vitest'
import { entityOpTypes } from '../../../src/entities/opTypes.ts'
import { BRIEFCASE_AREAS, ENTITY_MODULES, FEED_SECTIONS } from '../../../src/entities/registry.ts'
import { indexedTables, searchKey, searchKinds } from '../../../src/store/search/searchRows.ts'
import { opTypeOf, registeredOpTypeNames } from '../../../src/sync/opRegistry.ts'
import { syncedTableNames } from '../../../src/sync/syncDb.ts'

const OP_TYPES = await entityOpTypes()

describe('the entity modules registered with the engine', () => {
  it("register every op type under its own name with a label, on one of its module's tables", () => {
    const declared = Object.keys(OP_TYPES)
    expect(registeredOpTypeNames().sort()).toEqual([...declared].sort())
    for (const name of declared) {
      expect(opTypeOf(name).type).toBe(name)
      expect(opTypeOf(name).label.trim()).not.toBe('')
      expect(syncedTableNames()).toContain(opTypeOf(name).table)
    }
  })

  it('name each entity and each briefcase area once', () => {
    const names = ENTITY_MODULES.map((module) => module.name)
    expect(new Set(names).size).toBe(names.length)
    const areas = BRIEFCASE_AREAS.map((area) => area.id)
    expect(new Set(areas).size).toBe(areas.length)
  })

  it("fill from the feed only areas whose page keys some module's section writes", () => {
    const written = new Set(FEED_SECTIONS.flatMap((section) => section.keys))
    for (const area of BRIEFCASE_AREAS) {
      for (const key of area.feedKeys ?? []) expect(written, `${area.id}: ${key}`).toContain(key)
    }
  })

  it("keep the search index's stored format: each table's key code and each kind's letter", () => {
    // Devices hold index rows made with these: a module that changed one would orphan them.
    expect(indexedTables()).toEqual([
      'clients',
      'contacts',
      'deals',
      'dealDetails',
      'visits',
      'invoices',
    ])
    expect(searchKey('invoices', 3)).toBe(3 * 8 + 5)
    expect(searchKinds().map((kind) => `${kind.name}:${kind.letter}`)).toEqual([
      'client:c',
      'contact:p',
      'deal:d',
      'visit:v',
      'invoice:i',
    ])
  })
})
