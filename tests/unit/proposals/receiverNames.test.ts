import { describe, expect, it } from 'vitest'
import { receiverNamesText } from '../../../src/features/proposals/receiverNames.ts'
import { readReceiverNames } from '../../../src/entities/contacts/proposalReceiverReads.ts'
import { remappedKey } from '../../../src/sync/tempIds.ts'
import { newDb } from '../crmDbHarness.ts'

describe("the Proposal card's receivers", () => {
  it('names the contacts this device holds, by the ids the proposal gives', async () => {
    const db = newDb()
    await db.contacts.bulkPut([
      { id: 74, clientId: 1, name: 'Budi Santoso' },
      { id: 75, clientId: 1, name: 'Sari Dewi' },
    ] as never)
    const held = await readReceiverNames(db, [74, 75, 76])
    expect(receiverNamesText([74, 75], held, [])).toBe('Budi Santoso, Sari Dewi')
  })

  it('finds a contact created offline under the server id that replaced its temp id', async () => {
    const db = newDb()
    await db.contacts.put({ id: 80, clientId: 1, name: 'Rina' } as never)
    await db.meta.put({ key: remappedKey('contacts', -3), value: 80 })
    const held = await readReceiverNames(db, [-3])
    expect(receiverNamesText([-3], held, [])).toBe('Rina')
  })

  it("falls back to the names the deal's detail gives, then says what it does not hold", () => {
    const known = [{ id: 75, text: 'Sari Dewi' }]
    expect(receiverNamesText([74, 75], new Map([[74, 'Budi Santoso']]), known)).toBe(
      'Budi Santoso, Sari Dewi',
    )
    expect(receiverNamesText([75, 76], new Map(), known)).toBe(
      'Sari Dewi and 1 contact not on this device',
    )
    expect(receiverNamesText([76, 77], new Map(), [])).toBe('2 contacts not on this device')
    expect(receiverNamesText([], new Map(), known)).toBe('-')
  })
})
