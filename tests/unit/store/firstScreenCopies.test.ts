import 'fake-indexeddb/auto'
import { Dexie, type EntityTable } from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  dropCopy,
  forgetCopies,
  forgetCopiesOnWrite,
  keepCopy,
  onCopiesForgotten,
  readCopy,
} from '../../../src/store/firstScreenCopies.ts'
import { installMemoryStorage, type MemoryStorage } from '../../memoryStorage.ts'

let storage: MemoryStorage
let restore: () => void
beforeEach(() => ({ storage, restore } = installMemoryStorage()))
afterEach(() => restore())

describe("a screen's first-screen copy", () => {
  it('is read back for the user who kept it only', () => {
    keepCopy('board', 3, { cards: [1, 2] })
    expect(readCopy('board', 3)).toEqual({ cards: [1, 2] })
    expect(readCopy('board', 4)).toBeNull()
    expect(readCopy('invoices', 3)).toBeNull()
  })

  it('is dropped when it cannot be read', () => {
    storage.setItem('crm:firstScreen:board', '{"userId":3,"value":')
    expect(readCopy('board', 3)).toBeNull()
    expect(storage.getItem('crm:firstScreen:board')).toBeNull()
  })

  it('is not kept where storage refuses it, and an older one does not stay', () => {
    keepCopy('board', 3, { cards: [1] })
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    keepCopy('board', 3, { cards: [1, 2] })
    expect(readCopy('board', 3)).toBeNull()
  })

  it("forgetting takes every screen's copy, nothing else, and tells this tab's screens", () => {
    keepCopy('board', 3, { cards: [1] })
    keepCopy('invoices', 3, { cards: [2] })
    storage.setItem('crm:searchIndex', 'off')
    let told = 0
    const stop = onCopiesForgotten(() => told++)
    forgetCopies()
    stop()
    forgetCopies()
    expect(told).toBe(1)
    expect(readCopy('board', 3)).toBeNull()
    expect(readCopy('invoices', 3)).toBeNull()
    expect(storage.getItem('crm:searchIndex')).toBe('off')
  })

  it('is dropped alone, telling no screen, by one that will not keep it now', () => {
    keepCopy('board', 3, { cards: [1] })
    keepCopy('invoices', 3, { cards: [2] })
    let told = 0
    const stop = onCopiesForgotten(() => told++)
    dropCopy('board')
    stop()
    expect(told).toBe(0)
    expect(readCopy('board', 3)).toBeNull()
    expect(readCopy('invoices', 3)).toEqual({ cards: [2] })
  })
})

describe('the copies beside the database', () => {
  class ScreenDb extends Dexie {
    deals!: EntityTable<{ id: number; name: string }, 'id'>
    visits!: EntityTable<{ id: number; name: string }, 'id'>
    constructor() {
      super(`first-screen-${Math.random()}`)
      this.version(1).stores({ deals: '&id', visits: '&id' })
      this.use(forgetCopiesOnWrite(['deals']))
    }
  }

  it('are forgotten at a write to a table they are drawn from, not at another nor at an empty one', async () => {
    const db = new ScreenDb()
    keepCopy('board', 3, { cards: [1] })
    await db.visits.put({ id: 1, name: 'Visit' })
    await db.deals.bulkPut([])
    await db.deals.bulkDelete([])
    expect(readCopy('board', 3)).toEqual({ cards: [1] })
    await db.deals.put({ id: 1, name: 'Deal' })
    expect(readCopy('board', 3)).toBeNull()
    keepCopy('board', 3, { cards: [1] })
    await db.deals.where('id').equals(1).modify({ name: 'Renamed' })
    expect(readCopy('board', 3)).toBeNull()
    keepCopy('board', 3, { cards: [1] })
    await db.deals.delete(1)
    expect(readCopy('board', 3)).toBeNull()
    db.close()
    await Dexie.delete(db.name)
  })
})
